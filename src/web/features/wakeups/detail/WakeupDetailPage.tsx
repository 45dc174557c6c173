import { DetailRoute } from '../../../ui/DetailRoute.tsx';
import { WakeupDetailView } from './WakeupDetailView.tsx';

/** /wakeups/:wakeupId: one wake-up on its own page; an address that is no wake-up number leads to the list. */
export function WakeupDetailPage() {
  return <DetailRoute param="wakeupId" listPath="/wakeups" view={WakeupDetailPageView} />;
}

function WakeupDetailPageView({ id }: { id: number }) {
  return <WakeupDetailView id={id} listPath="/wakeups" />;
}
