import type { AcknowledgeError } from '../../../domain/monitoring.ts';
import { SCC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

/** The monitoring calls beyond the grids: acknowledging an open error. */
export function monitoringApi(api: ApiClient) {
  return {
    acknowledge: (errorId: number, body: AcknowledgeError) =>
      api.post<void>(`${SCC}/monitoring/errors/${errorId}/acknowledge`, body),
  };
}
