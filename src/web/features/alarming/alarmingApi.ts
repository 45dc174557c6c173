import type {
  AlarmTaskCreate,
  AlarmTaskDetail,
  AlarmTaskSummary,
  SirenResult,
} from '../../../domain/alarming.ts';
import { SCC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

const BASE = `${SCC}/alarming/sirenalarms`;

/** Query keys: everything of the alarm tasks sits under `['alarming', 'sirenalarms']`. */
export const alarmKeys = {
  all: ['alarming', 'sirenalarms'] as const,
  list: ['alarming', 'sirenalarms', 'list'] as const,
  detail: (id: number) => ['alarming', 'sirenalarms', 'task', id] as const,
  sirens: (id: number) => ['alarming', 'sirenalarms', 'task', id, 'sirens'] as const,
};

/** The alarm task calls of the brief's HTTP API (all in the caller's operation mode and territory). */
export const alarmCalls = {
  list: (api: ApiClient) => api.get<AlarmTaskSummary[]>(BASE),
  detail: (api: ApiClient, id: number) => api.get<AlarmTaskDetail>(`${BASE}/${id}`),
  sirens: (api: ApiClient, id: number) => api.get<SirenResult[]>(`${BASE}/${id}/sirens`),
  create: (api: ApiClient, body: AlarmTaskCreate) => api.post<AlarmTaskSummary>(BASE, body),
  stop: (api: ApiClient, id: number) => api.post<AlarmTaskSummary>(`${BASE}/${id}/stop`),
  repeat: (api: ApiClient, id: number) => api.post<AlarmTaskSummary>(`${BASE}/${id}/repeat`),
};
