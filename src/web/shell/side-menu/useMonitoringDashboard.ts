import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MonitoringDashboard } from '../../../domain/monitoring.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { SCC } from '../../api/bases.ts';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';

export const MONITORING_DASHBOARD_KEY = ['monitoring', 'dashboard'] as const;
/** The message key of SPEC.md §8 for a failed load of the monitoring counters. */
export const LOAD_DASHBOARD_FAILED = 'SidemenuComponent.LoadDashboardFailed';

/**
 * The open error counts, for users who may see pending errors: refetched when a device raises or clears
 * a fault or an error is acknowledged (live `monitoring/errors`) and when the live connection (re)opens.
 */
export function useMonitoringCounts() {
  const api = useApi();
  const permitted = usePermissions().has('MONTORING_PENDINGERROR_VIEW');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: MONITORING_DASHBOARD_KEY,
    queryFn: () => api.get<MonitoringDashboard>(`${SCC}/admin/monitoring/dashboard`),
    enabled: permitted,
  });
  const refetch = () => void queryClient.invalidateQueries({ queryKey: MONITORING_DASHBOARD_KEY });
  useLiveTopic('monitoring/errors', refetch);
  useLiveConnected(refetch);
  return { permitted, counts: query.data, error: query.error };
}

/** The counts of the monitoring box; a failed load goes to the shared error handler once per failure. */
export function useMonitoringDashboard() {
  const handleError = useHttpErrorHandler();
  const { permitted, counts, error } = useMonitoringCounts();
  // Every failed load throws a new error object, so each failure is reported once.
  useEffect(() => {
    if (error) void handleError(error, LOAD_DASHBOARD_FAILED);
  }, [error, handleError]);
  return { permitted, counts };
}
