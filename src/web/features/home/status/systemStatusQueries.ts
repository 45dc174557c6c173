import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '../../../../domain/systemStatus.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { SCC } from '../../../api/bases.ts';
import { useFirstScreenShown } from '../../../firstScreen.ts';

/** How often the console checks that the central system answers: a failure shows within 5 s. */
export const REACHABILITY_INTERVAL_MS = 2_000;
// The server answers its readiness within 2 s even while its database is silent; longer means it hangs.
const REACHABILITY_TIMEOUT_MS = 2_500;

/**
 * What the last check found: the central system works, its server does not answer, or the server answers
 * but cannot reach its database.
 */
export type CentralSystemState = 'available' | 'serverUnreachable' | 'databaseDown';

export const systemKeys = {
  reachable: ['system', 'reachable'] as const,
  status: ['system', 'status'] as const,
};

// The server's readiness check: it needs no token, so an expired session is never taken for an outage.
async function checkCentralSystem(): Promise<CentralSystemState> {
  try {
    const response = await fetch('/health/ready', { signal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS) });
    if (response.ok) return 'available';
    const body: unknown = await response.json().catch(() => null);
    const databaseDown =
      typeof body === 'object' && body !== null && 'database' in body && body.database === 'down';
    return databaseDown ? 'databaseDown' : 'serverUnreachable';
  } catch {
    return 'serverUnreachable';
  }
}

/** The central system's state at its last check; available until the first check says otherwise. */
export function useCentralSystemState(): CentralSystemState {
  const shown = useFirstScreenShown();
  const { data } = useQuery({
    queryKey: systemKeys.reachable,
    queryFn: checkCentralSystem,
    enabled: shown,
    refetchInterval: REACHABILITY_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
    // This check decides when the other queries may run again, so it must run while they wait.
    networkMode: 'always',
  });
  return data ?? 'available';
}

/**
 * The central system's and the channels' states as the server last checked them: kept current by the
 * `system` topic (`useSystemStatusLiveSync`), read again on every live (re)connection and on recovery.
 */
export function useSystemStatus() {
  const api = useApi();
  const shown = useFirstScreenShown();
  return useQuery({
    queryKey: systemKeys.status,
    queryFn: () => api.get<SystemStatus>(`${SCC}/system/status`),
    enabled: shown,
  });
}
