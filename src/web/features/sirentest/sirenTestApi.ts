import { useThrottledCallback } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveSirenTest,
  ArchivedTest,
  ConfirmationInput,
  SirenTest,
  SirenTestOverview,
  SirenTestPlanInput,
  SirenTestReadiness,
  SirenTestSirenRow,
} from '../../../domain/sirenTest.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { SCC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';
import { useFirstScreenShown } from '../../firstScreen.ts';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';

const BASE = `${SCC}/sirentests`;

/** The siren test's calls (src/server/modules/sirentest). */
export function sirenTestApi(api: ApiClient) {
  return {
    active: () => api.get<ActiveSirenTest>(`${BASE}/active`),
    plan: () => api.get<{ plan: SirenTest | null; proposal: SirenTestPlanInput }>(`${BASE}/plan`),
    savePlan: (plan: SirenTestPlanInput) => api.put<SirenTest>(`${BASE}/plan`, plan),
    readiness: () => api.get<SirenTestReadiness>(`${BASE}/readiness`),
    start: (confirmation?: string) =>
      api.post<SirenTest>(`${BASE}/plan/start`, confirmation === undefined ? {} : { confirmation }),
    stop: () => api.post<SirenTest>(`${BASE}/active/stop`, {}),
    overview: () => api.get<SirenTestOverview>(`${BASE}/active/overview`),
    sirens: () => api.get<SirenTestSirenRow[]>(`${BASE}/active/sirens`),
    archive: () => api.get<ArchivedTest[]>(`${BASE}/archive`),
    confirm: (testId: number, body: ConfirmationInput) =>
      api.post<void>(`${BASE}/${testId}/confirmations`, body),
  };
}

export const sirenTestKeys = {
  all: ['sirentest'] as const,
  active: ['sirentest', 'active'] as const,
  plan: ['sirentest', 'plan'] as const,
  readiness: ['sirentest', 'readiness'] as const,
  overview: ['sirentest', 'overview'] as const,
  sirens: ['sirentest', 'sirens'] as const,
  archive: ['sirentest', 'archive'] as const,
};

/** A burst of progress notices refreshes the open pages at most this often. */
const LIVE_REFRESH_MS = 500;

/** Keeps every siren-test query current: the topic `sirentest` and every (re)connection read them again. */
export function useSirenTestLive() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sirenTestKeys.all });
  const throttled = useThrottledCallback(refresh, LIVE_REFRESH_MS);
  useLiveTopic('sirentest', throttled);
  useLiveConnected(refresh);
}

/** The running siren test (null while none runs), kept current live. */
export function useActiveSirenTest() {
  const api = useApi();
  useSirenTestLive();
  const shown = useFirstScreenShown();
  return useQuery({
    queryKey: sirenTestKeys.active,
    queryFn: () => sirenTestApi(api).active(),
    enabled: shown,
  });
}
