import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '../../../../domain/systemStatus.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { SCC } from '../../../api/bases.ts';

/** How often the console checks that the central system answers: a failure shows within 5 s. */
export const REACHABILITY_INTERVAL_MS = 2_000;
const REACHABILITY_TIMEOUT_MS = 1_500;

export const systemKeys = {
  reachable: ['system', 'reachable'] as const,
  status: ['system', 'status'] as const,
};

// The server's own liveness check: it needs no token, so an expired session is never taken for an outage.
async function centralSystemAnswers(): Promise<boolean> {
  try {
    const response = await fetch('/health/live', { signal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Whether the central system answered its last check; true until the first check says otherwise. */
export function useCentralSystemReachable(): boolean {
  const { data } = useQuery({
    queryKey: systemKeys.reachable,
    queryFn: centralSystemAnswers,
    refetchInterval: REACHABILITY_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  return data ?? true;
}

/**
 * The central system's and the channels' states as the server last checked them: kept current by the
 * `system` topic (`useSystemStatusLiveSync`), read again on every live (re)connection and on recovery.
 */
export function useSystemStatus() {
  const api = useApi();
  return useQuery({
    queryKey: systemKeys.status,
    queryFn: () => api.get<SystemStatus>(`${SCC}/system/status`),
  });
}
