import { usePageTitleKey } from '../../shell/routing/usePageTitleKey.ts';
import { ComingSoonPage } from './ComingSoonPage.tsx';

/** The "being prepared" page of the current route, titled after its screen or /data resource. */
export function ComingSoonRoutePage() {
  return <ComingSoonPage titleKey={usePageTitleKey() ?? 'shell.productName'} />;
}
