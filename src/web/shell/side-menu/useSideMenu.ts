import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isSideMenuAvailable } from '../../../domain/navigation.ts';
import { useRouteSideMenuDefault } from '../routing/routeHandle.ts';
import { useAccessContext } from '../useAccessContext.ts';

/** The URL decides (`?sidemenu=1` or `0`), else the route; never shown to a user who has no side menu. */
export function sideMenuShown(available: boolean, requested: string | null, routeDefault: boolean): boolean {
  if (!available) return false;
  if (requested === '1' || requested === '0') return requested === '1';
  return routeDefault;
}

/** Whether the side menu is shown here, and a toggle that records the choice in the address. */
export function useSideMenu() {
  const available = isSideMenuAvailable(useAccessContext());
  const routeDefault = useRouteSideMenuDefault();
  const [params, setParams] = useSearchParams();
  const shown = sideMenuShown(available, params.get('sidemenu'), routeDefault);
  const toggle = useCallback(() => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('sidemenu', shown ? '0' : '1');
        return next;
      },
      { replace: true },
    );
  }, [setParams, shown]);
  return { available, shown, toggle };
}
