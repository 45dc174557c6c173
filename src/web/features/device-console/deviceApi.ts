import type { DeviceReportLine, RawCommand } from '../../../domain/devices.ts';
import { SCC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

const deviceUrl = (deviceId: string) => `${SCC}/devices/${encodeURIComponent(deviceId)}`;

/** The device console's calls (SU_DEVICE_ADMIN): a raw command to one device, and its stored reports. */
export function deviceApi(api: ApiClient) {
  return {
    send: (deviceId: string, command: RawCommand) =>
      api.post<{ commandId: string }>(`${deviceUrl(deviceId)}/commands`, command),
    /** Newest first. */
    reports: (deviceId: string) => api.get<DeviceReportLine[]>(`${deviceUrl(deviceId)}/reports?limit=50`),
  };
}

/** Query key of a device's report log. */
export const reportsQueryKey = (deviceId: string) => ['devices', deviceId, 'reports'] as const;
