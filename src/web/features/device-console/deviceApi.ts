import type { DeviceReportLine, DeviceSuggestion, RawCommand } from '../../../domain/devices.ts';
import { SCC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

const deviceUrl = (deviceId: string) => `${SCC}/devices/${encodeURIComponent(deviceId)}`;

/** The device console's calls (SU_DEVICE_ADMIN): device suggestions, a raw command to one device, its stored reports. */
export function deviceApi(api: ApiClient) {
  return {
    /** Devices of the user's territory whose code contains `search`, those starting with it first (a few dozen). */
    suggest: (search: string) =>
      api.get<DeviceSuggestion[]>(`${SCC}/devices?search=${encodeURIComponent(search)}`),
    send: (deviceId: string, command: RawCommand) =>
      api.post<{ commandId: string }>(`${deviceUrl(deviceId)}/commands`, command),
    /** Newest first. */
    reports: (deviceId: string) => api.get<DeviceReportLine[]>(`${deviceUrl(deviceId)}/reports?limit=50`),
  };
}

/** Query key of the device suggestions for one search. */
export const suggestionsQueryKey = (search: string) => ['devices', 'suggestions', search] as const;

/** Query key of a device's report log. */
export const reportsQueryKey = (deviceId: string) => ['devices', deviceId, 'reports'] as const;
