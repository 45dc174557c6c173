import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../ui/LoadFailure.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useWakeupsLiveRefresh } from '../useWakeupsLiveRefresh.ts';
import { useWakeupDetail } from './useWakeupDetail.ts';
import { WakeupDetail } from './WakeupDetail.tsx';

/** One wake-up in the popup where sending leads, live. */
export function WakeupDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useWakeupDetail(id);
  useWakeupsLiveRefresh();
  if (detail.isPending) return <Loading label={t('wakeups.detail.loading')} />;
  if (detail.isError)
    return <LoadFailure messageKey="wakeups.detail.loadFailed" onRetry={() => void detail.refetch()} />;
  return <WakeupDetail wakeup={detail.data} />;
}
