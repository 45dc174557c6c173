import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { DeviceReportLine, DeviceReportNotice } from '../../../domain/devices.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';
import { deviceApi, reportsQueryKey } from './deviceApi.ts';

const SHOWN = 50;

/** Newest first, each report once (a report is one device's `seq`). */
export function mergeReports(...lists: readonly DeviceReportLine[][]): DeviceReportLine[] {
  const bySeq = new Map(lists.flat().map((line) => [line.seq, line]));
  return [...bySeq.values()].sort((a, b) => b.seq - a.seq).slice(0, SHOWN);
}

/**
 * A device's reports as they come: the stored ones first, then every answer the live channel brings for
 * it (topic `devices/reports`); reloaded after a reconnection, when some may have been missed.
 */
export function useDeviceReports(deviceId: string) {
  const api = useApi();
  const query = useQuery({
    queryKey: reportsQueryKey(deviceId),
    queryFn: () => deviceApi(api).reports(deviceId),
    enabled: deviceId !== '',
  });
  // Kept apart from the query: an answer may arrive while the stored ones are still loading.
  const [live, setLive] = useState<{ deviceId: string; lines: DeviceReportLine[] }>({ deviceId, lines: [] });
  useLiveTopic<DeviceReportNotice>('devices/reports', ({ reports }) => {
    const mine = reports.filter((line) => line.deviceId === deviceId);
    if (!mine.length) return;
    setLive((current) => ({
      deviceId,
      lines: mergeReports(current.deviceId === deviceId ? current.lines : [], mine),
    }));
  });
  useLiveConnected(() => {
    if (deviceId) void query.refetch();
  });
  const liveLines = live.deviceId === deviceId ? live.lines : [];
  const lines = useMemo(() => mergeReports(query.data ?? [], liveLines), [query.data, liveLines]);
  return { lines, loading: query.isLoading, error: query.error };
}
