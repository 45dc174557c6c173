import { useMatches } from 'react-router';
import { SCREENS, type ScreenDefinition } from '../../../domain/navigation.ts';

/** What a route tells the shell about itself (React Router `handle`). */
export interface RouteHandle {
  /** The hand-built screen the route belongs to. */
  screenKey?: string;
  /** Whether the side menu shows here unless the URL says otherwise. */
  sideMenu?: boolean;
}

function handlesOf(matches: ReturnType<typeof useMatches>): RouteHandle[] {
  return matches.map((m) => (m.handle ?? {}) as RouteHandle).reverse();
}

export function screenByKey(key: string): ScreenDefinition {
  const screen = SCREENS.find((s) => s.key === key);
  if (!screen) throw new Error(`unknown screen ${key}`);
  return screen;
}

/** The screen of the current route, if it is a hand-built one. */
export function useCurrentScreen(): ScreenDefinition | undefined {
  const key = handlesOf(useMatches()).find((h) => h.screenKey)?.screenKey;
  return key ? screenByKey(key) : undefined;
}

/** The side-menu default of the innermost route that states one (true when none does). */
export function useRouteSideMenuDefault(): boolean {
  return handlesOf(useMatches()).find((h) => h.sideMenu !== undefined)?.sideMenu ?? true;
}

/** The /data resource key of the current route, if any. */
export function useResourceParam(): string | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.params.resource;
}
