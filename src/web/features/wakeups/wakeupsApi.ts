import type { Page } from '../../../domain/eventApi.ts';
import type {
  SendWakeupRequest,
  SentWakeups,
  WakeupAction,
  WakeupDetail,
  WakeupListItem,
  WakeupOrganisation,
} from '../../../domain/wakeupApi.ts';
import { ECC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

export interface WakeupListFilter {
  state?: string;
  page?: number;
  size?: number;
}

/** TanStack Query keys: all under `['wakeups']`, so the live topic's one invalidation refreshes them all. */
export const wakeupKeys = {
  all: ['wakeups'] as const,
  list: (filter: WakeupListFilter) => ['wakeups', 'list', filter] as const,
  detail: (id: number) => ['wakeups', id] as const,
  organisations: ['wakeups', 'organisations'] as const,
};

function queryOf(filter: WakeupListFilter): string {
  const entries = Object.entries(filter).filter(([, value]) => value !== undefined && value !== '');
  return entries.length > 0 ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}

/** The calls of the wake-ups API (src/domain/wakeupApi.ts describes each). */
export const wakeupCalls = {
  list: (api: ApiClient, filter: WakeupListFilter) =>
    api.get<Page<WakeupListItem>>(`${ECC}/wakeups${queryOf(filter)}`),
  detail: (api: ApiClient, id: number) => api.get<WakeupDetail>(`${ECC}/wakeups/${id}`),
  organisations: (api: ApiClient) => api.get<WakeupOrganisation[]>(`${ECC}/wakeups/organisations`),
  send: (api: ApiClient, request: SendWakeupRequest) => api.post<SentWakeups>(`${ECC}/wakeups`, request),
  act: (api: ApiClient, id: number, action: WakeupAction) =>
    api.post<WakeupDetail>(`${ECC}/wakeups/${id}/actions/${action}`),
};
