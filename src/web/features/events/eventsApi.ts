import type {
  ActionRequest,
  CreateEventRequest,
  EventDetail,
  EventHistoryEntry,
  EventListItem,
  EventTemplate,
  EventTypeCatalogue,
  EventVersion,
  Page,
  ReachPreview,
  ReachRequest,
  SaveEventRequest,
} from '../../../domain/eventApi.ts';
import type { EventAction } from '../../../domain/eventWorkflow.ts';
import { ECC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

/** Filters of the events list; every one optional. Dates are ISO date-times. */
export interface EventListFilter {
  state?: string;
  messageType?: string;
  canton?: string;
  from?: string;
  to?: string;
  page?: number;
  size?: number;
  sort?: string;
}

function queryOf(filter: EventListFilter): string {
  const entries = Object.entries(filter).filter(([, value]) => value !== undefined && value !== '');
  const query = new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
  return entries.length > 0 ? `?${query}` : '';
}

/** TanStack Query keys: everything of one event sits under `['events', id]`, so one invalidation refreshes it. */
export const eventKeys = {
  all: ['events'] as const,
  list: (filter: EventListFilter) => ['events', 'list', filter] as const,
  detail: (id: number) => ['events', id] as const,
  history: (id: number) => ['events', id, 'history'] as const,
  versions: (id: number) => ['events', id, 'versions'] as const,
  templates: ['event-templates'] as const,
  // Under the catalogue's keys: a catalogue change announced on the texts topic refreshes the names too.
  eventTypes: ['catalogue', 'event-types'] as const,
};

/** The calls of the events API (src/domain/eventApi.ts describes each). */
export const eventCalls = {
  list: (api: ApiClient, filter: EventListFilter) =>
    api.get<Page<EventListItem>>(`${ECC}/events${queryOf(filter)}`),
  detail: (api: ApiClient, id: number) => api.get<EventDetail>(`${ECC}/events/${id}`),
  create: (api: ApiClient, request: CreateEventRequest) => api.post<EventDetail>(`${ECC}/events`, request),
  save: (api: ApiClient, id: number, request: SaveEventRequest) =>
    api.put<EventDetail>(`${ECC}/events/${id}`, request),
  act: (api: ApiClient, id: number, action: EventAction, request: ActionRequest) =>
    api.post<EventDetail>(`${ECC}/events/${id}/actions/${action}`, request),
  falseAlarm: (api: ApiClient, id: number) => api.post<EventDetail>(`${ECC}/events/${id}/false-alarm`),
  history: (api: ApiClient, id: number) => api.get<EventHistoryEntry[]>(`${ECC}/events/${id}/history`),
  versions: (api: ApiClient, id: number) => api.get<EventVersion[]>(`${ECC}/events/${id}/versions`),
  reach: (api: ApiClient, request: ReachRequest) => api.post<ReachPreview>(`${ECC}/events/reach`, request),
  templates: (api: ApiClient) => api.get<EventTemplate[]>(`${ECC}/event-templates`),
  eventTypes: (api: ApiClient) => api.get<EventTypeCatalogue>(`${ECC}/event-types`),
};
