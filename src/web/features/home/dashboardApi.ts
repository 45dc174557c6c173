import { queryOptions } from '@tanstack/react-query';
import type { DashboardEvent, DashboardEventUpdate, EventCounters } from '../../../domain/events.ts';
import { CH_ALL, type Me, type OperationMode, STATE_CH } from '../../../domain/session.ts';
import type { WakeupCounters } from '../../../domain/wakeups.ts';
import { ECC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';
import { serverNow } from '../../api/serverClock.ts';
import type { MapState } from '../../ui/map/mapState.ts';

export type { WakeupCounters } from '../../../domain/wakeups.ts';

/** A live message on topic `events`: the event as the dashboard shows it, and whose operation mode it is. */
export type LiveEventUpdate = DashboardEventUpdate & { operationMode?: OperationMode };

export const dashboardKeys = {
  all: ['dashboard'] as const,
  events: ['dashboard', 'events'] as const,
  counters: ['dashboard', 'counters'] as const,
  states: ['states', 'overview'] as const,
  map: ['dashboard', 'map'] as const,
};

export const dashboardCalls = {
  events: (api: ApiClient) => api.get<DashboardEvent[]>(`${ECC}/dashboard/events`),
  counters: (api: ApiClient) => api.get<EventCounters & WakeupCounters>(`${ECC}/dashboard/counters`),
  states: (api: ApiClient) => api.get<MapState[]>(`${ECC}/states?detail=overview`),
  map: (api: ApiClient) => api.get<{ tilesUrl: string | null }>(`${ECC}/dashboard/map`),
};

/**
 * How long an answer read before the page mounted is shown without reading it again (prefetchHome.ts reads
 * them before the first render); live messages and reconnections update and re-read them whatever its age.
 */
export const FRESH_ON_MOUNT_MS = 5_000;

// Not sooner than this after a read, so that a clock running ahead of the server's asks only a few times.
const MIN_RECOUNT_MS = 1_000;

/** How long until the counters change by the clock alone (`wakeupsRecountAt`); false: they do not. */
export function untilRecount(recountAt: string | null | undefined, now = serverNow()): number | false {
  if (!recountAt) return false;
  return Math.max(MIN_RECOUNT_MS, Date.parse(recountAt) - now);
}

/** The dashboard's reads, for its hooks and for starting them before the first render (prefetchHome.ts). */
export const dashboardQueries = {
  events: (api: ApiClient) =>
    queryOptions({
      queryKey: dashboardKeys.events,
      queryFn: () => dashboardCalls.events(api),
      staleTime: FRESH_ON_MOUNT_MS,
    }),
  counters: (api: ApiClient) =>
    queryOptions({
      queryKey: dashboardKeys.counters,
      queryFn: () => dashboardCalls.counters(api),
      staleTime: FRESH_ON_MOUNT_MS,
      // A pending wake-up approval becomes the national level's to decide at its deadline, with no change
      // to announce: the counters (the header's among them) are read again then.
      refetchInterval: (query) => untilRecount(query.state.data?.wakeupsRecountAt),
    }),
  // The cantons with their outlines generalised for the whole country: fetched once per session; the browser
  // revalidates them by ETag.
  states: (api: ApiClient) =>
    queryOptions({
      queryKey: dashboardKeys.states,
      queryFn: () => dashboardCalls.states(api),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  // The base map tile URL (a setting of the server): read once per session.
  map: (api: ApiClient) =>
    queryOptions({
      queryKey: dashboardKeys.map,
      queryFn: () => dashboardCalls.map(api),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** The state whose events the home page counts: CH for national users, otherwise the managed territory. */
export function counterStateOf(me: Pick<Me, 'organisationCharacteristic' | 'managedTerritory'>): string {
  return me.organisationCharacteristic === CH_ALL ? STATE_CH : me.managedTerritory;
}

/** Whether a live message is an event update for this user (EXERCISE and LIVE events stay apart). */
export function isEventUpdateFor(payload: unknown, operationMode: OperationMode): payload is LiveEventUpdate {
  if (typeof payload !== 'object' || payload === null) return false;
  const update = payload as Partial<LiveEventUpdate>;
  return (
    typeof update.eventId === 'number' &&
    typeof update.eventState === 'string' &&
    Array.isArray(update.affectedStates) &&
    (update.operationMode === undefined || update.operationMode === operationMode)
  );
}
