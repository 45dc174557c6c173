import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider.tsx';
import { usePermissions } from '../../auth/AuthContext.ts';
import { dashboardQueries } from './dashboardApi.ts';

/** The user's dashboard events; DashboardLiveSync keeps them current on every page. */
export function useDashboardEvents() {
  const api = useApi();
  const permitted = usePermissions().has('HOME_VIEW');
  return useQuery({ ...dashboardQueries.events(api), enabled: permitted });
}

/** The wake-up counters (the event counters follow the live event list instead). */
export function useDashboardCounters() {
  const api = useApi();
  const permitted = usePermissions().has('HOME_VIEW');
  return useQuery({ ...dashboardQueries.counters(api), enabled: permitted });
}

/** The cantons with their polygons. */
export function useMapStates() {
  return useQuery(dashboardQueries.states(useApi()));
}

/** The base map tile URL. */
export function useMapTiles() {
  return useQuery(dashboardQueries.map(useApi()));
}
