import type { ReportMailRequest, ReportRequest } from '../../../domain/registry/report.ts';
import { SCC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

export interface ReportDocument {
  fileName: string;
  contentType: string;
  dataBase64: string;
}

/** Report documents built by the server (src/server/modules/reports). */
export function reportApi(api: ApiClient) {
  return {
    document: (request: ReportRequest) => api.post<ReportDocument>(`${SCC}/reports/document`, request),
    email: (request: ReportMailRequest) => api.post<void>(`${SCC}/reports/email`, request),
  };
}

export function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
