import { Navigate, Outlet } from 'react-router';
import {
  canSeeResource,
  canSeeScreen,
  resourceTitleKey,
  screenTitleKey,
} from '../../../domain/navigation.ts';
import { resourceByKey } from '../../../domain/resources/index.ts';
import { useShellStatus } from '../ShellStatus.ts';
import { useAccessContext } from '../useAccessContext.ts';
import { ForbiddenRedirect } from './ForbiddenRedirect.tsx';
import { NoAccessPage } from './NoAccessPage.tsx';
import { screenByKey, useResourceParam } from './routeHandle.ts';

/** Renders the screen's routes only for users who may see it; home without HOME_VIEW explains instead. */
export function ScreenGuard({ screenKey }: { screenKey: string }) {
  const context = useAccessContext();
  const screen = screenByKey(screenKey);
  if (canSeeScreen(screen, context)) return <Outlet />;
  if (screen.key === 'home') return <NoAccessPage />;
  return <ForbiddenRedirect titleKey={screenTitleKey(screen)} />;
}

/**
 * Renders a /data page only with its own view permission; an unknown resource leads home, and so does an
 * active-test page once the siren test is over (SPEC.md §2), without a notice: nothing was refused.
 */
export function ResourceGuard() {
  const context = useAccessContext();
  const { sirenTestPending } = useShellStatus();
  const resource = resourceByKey(useResourceParam() ?? '');
  if (!resource) return <Navigate to="/home" replace />;
  if (resource.needsActiveSirenTest && !context.sirenTestActive) {
    if (sirenTestPending) return null;
    if (canSeeResource(resource, { ...context, sirenTestActive: true }))
      return <Navigate to="/home" replace />;
  }
  if (!canSeeResource(resource, context)) return <ForbiddenRedirect titleKey={resourceTitleKey(resource)} />;
  return <Outlet />;
}
