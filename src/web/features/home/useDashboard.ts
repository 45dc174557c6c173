import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider.tsx';
import { usePermissions } from '../../auth/AuthContext.ts';
import { dashboardCalls, dashboardKeys } from './dashboardApi.ts';

/** The user's dashboard events; DashboardLiveSync keeps them current on every page. */
export function useDashboardEvents() {
  const api = useApi();
  const permitted = usePermissions().has('HOME_VIEW');
  return useQuery({
    queryKey: dashboardKeys.events,
    queryFn: () => dashboardCalls.events(api),
    enabled: permitted,
  });
}

/** The wake-up counters (the event counters follow the live event list instead). */
export function useDashboardCounters() {
  const api = useApi();
  const permitted = usePermissions().has('HOME_VIEW');
  return useQuery({
    queryKey: dashboardKeys.counters,
    queryFn: () => dashboardCalls.counters(api),
    enabled: permitted,
  });
}

/** The cantons with their polygons: fetched once per session; the browser revalidates them by ETag. */
export function useMapStates() {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.states,
    queryFn: () => dashboardCalls.states(api),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The base map tile URL (a setting of the server): read once per session. */
export function useMapTiles() {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.map,
    queryFn: () => dashboardCalls.map(api),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
