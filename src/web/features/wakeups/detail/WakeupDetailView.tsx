import { DetailFrame } from '../../../ui/DetailFrame.tsx';
import { useWakeupsLiveRefresh } from '../useWakeupsLiveRefresh.ts';
import { useWakeupDetail } from './useWakeupDetail.ts';
import { WakeupDetail } from './WakeupDetail.tsx';

const TEXTS = {
  backKey: 'wakeups.detail.back',
  loadingKey: 'wakeups.detail.loading',
  notFoundKey: 'wakeups.detail.notFound',
  loadFailedKey: 'wakeups.detail.loadFailed',
};

export interface WakeupDetailViewProps {
  id: number;
  /** On the page: the list its back link leads to. The popup where sending leads has none. */
  listPath?: string;
}

/**
 * One wake-up, live, on its page or in the popup: the same frame says plainly that one the user may not see
 * (or that does not exist) is not there, and offers a retry only for another failure.
 */
export function WakeupDetailView({ id, listPath }: WakeupDetailViewProps) {
  const detail = useWakeupDetail(id);
  useWakeupsLiveRefresh();
  return (
    <DetailFrame query={detail} listPath={listPath} texts={TEXTS} gap="md">
      {(wakeup) => <WakeupDetail wakeup={wakeup} />}
    </DetailFrame>
  );
}
