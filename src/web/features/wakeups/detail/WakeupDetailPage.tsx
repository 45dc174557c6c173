import { DetailFrame } from '../../../ui/DetailFrame.tsx';
import { DetailRoute } from '../../../ui/DetailRoute.tsx';
import { useWakeupsLiveRefresh } from '../useWakeupsLiveRefresh.ts';
import { useWakeupDetail } from './useWakeupDetail.ts';
import { WakeupDetail } from './WakeupDetail.tsx';

const TEXTS = {
  backKey: 'wakeups.detail.back',
  loadingKey: 'wakeups.detail.loading',
  notFoundKey: 'wakeups.detail.notFound',
  loadFailedKey: 'wakeups.detail.loadFailed',
};

/** /wakeups/:wakeupId: one wake-up on its own page; an address that is no wake-up number leads to the list. */
export function WakeupDetailPage() {
  return <DetailRoute param="wakeupId" listPath="/wakeups" view={WakeupDetailPageView} />;
}

function WakeupDetailPageView({ id }: { id: number }) {
  const detail = useWakeupDetail(id);
  useWakeupsLiveRefresh();
  return (
    <DetailFrame query={detail} listPath="/wakeups" texts={TEXTS} gap="md">
      {(wakeup) => <WakeupDetail wakeup={wakeup} />}
    </DetailFrame>
  );
}
