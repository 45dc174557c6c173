import { useThrottledCallback } from '@mantine/hooks';
import { type Query, type QueryClient, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
// Types only: the home page reads whether a test runs, and must not load the siren-test rules with it.
import type {
  ActiveSirenTest,
  ArchivedTest,
  ConfirmationInput,
  SirenTest,
  SirenTestNotice,
  SirenTestOverview,
  SirenTestPlanInput,
  SirenTestReadiness,
  SirenTestSirenRow,
} from '../../../domain/sirenTest.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { SCC } from '../../api/bases.ts';
import { type ApiClient, ApiError } from '../../api/http.ts';
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

/** The reads only a running test answers (the server answers 404 `notRunning` once it is over). */
const ACTIVE_ONLY: readonly QueryKey[] = [sirenTestKeys.overview, sirenTestKeys.sirens];
const activeOnly = (query: Query) => ACTIVE_ONLY.some((key) => key[1] === query.queryKey[1]);

/** The id of the running test as the console last heard (null: none runs, or not known yet). */
const runningTestId = (queryClient: QueryClient) =>
  queryClient.getQueryData<ActiveSirenTest>(sirenTestKeys.active)?.test?.id ?? null;

/**
 * The running test is over (stopped here, or a notice said so): the console says so at once, so that its
 * pages close (SPEC.md §2: back home) and nothing asks for the test's own data any more.
 */
export function endActiveTest(queryClient: QueryClient) {
  noActiveTest(queryClient);
  void queryClient.cancelQueries({ predicate: activeOnly });
}

const noActiveTest = (queryClient: QueryClient) =>
  queryClient.setQueryData<ActiveSirenTest>(sirenTestKeys.active, { test: null });

/**
 * Reads every siren-test query again: first whether a test runs, then the rest. The running test's own
 * reads follow only while it still runs (their `enabled` asks the cache), so that the end of a test never
 * asks for data that is gone.
 */
async function refreshSirenTest(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: sirenTestKeys.active });
  await queryClient.invalidateQueries({
    queryKey: sirenTestKeys.all,
    predicate: (query) => query.queryKey[1] !== sirenTestKeys.active[1],
  });
}

/** A burst of progress notices refreshes the open pages at most this often. */
const LIVE_REFRESH_MS = 500;

/** Keeps every siren-test query current: the topic `sirentest` and every (re)connection read them again. */
export function useSirenTestLive() {
  const queryClient = useQueryClient();
  const refresh = () => void refreshSirenTest(queryClient);
  const throttled = useThrottledCallback(refresh, LIVE_REFRESH_MS);
  useLiveTopic<SirenTestNotice>('sirentest', (notice) => {
    // The running test ended: its pages go at once, not after the (throttled) reads.
    if (notice.status !== 'RUNNING' && notice.testId === runningTestId(queryClient))
      endActiveTest(queryClient);
    throttled();
  });
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

/**
 * A read of the running test (its overview, its sirens): asked only while the console knows the test
 * runs, and a 404 `notRunning` (the test ended between two reads) means the same as a notice that it
 * ended: no active test, no error. Null then.
 */
function useRunningTestRead<T>(testId: number | null, key: QueryKey, read: () => Promise<T>) {
  const queryClient = useQueryClient();
  // Two guards on purpose: either alone covers a stop from this console (it clears the cache first); a stop
  // from another console needs both: the 404 for a read sent before its notice came, `enabled` after it.
  return useQuery({
    queryKey: [...key, testId],
    queryFn: async (): Promise<T | null> => {
      try {
        return await read();
      } catch (error) {
        // The running test's reads answer 404 for one reason only: no test runs (any more).
        const ended = error instanceof ApiError && error.status === 404;
        if (!ended) throw error;
        noActiveTest(queryClient);
        return null;
      }
    },
    // Asked of the cache when a read is due, not of the last render: a test that ended is never read.
    enabled: () => testId !== null && runningTestId(queryClient) === testId,
  });
}

/** The running test `testId` per canton and national (null once it ended). */
export function useActiveTestOverview(testId: number | null) {
  const api = useApi();
  return useRunningTestRead(testId, sirenTestKeys.overview, () => sirenTestApi(api).overview());
}

/** Every siren of the running test `testId` with its outcome (null once it ended). */
export function useActiveTestSirens(testId: number | null) {
  const api = useApi();
  return useRunningTestRead(testId, sirenTestKeys.sirens, () => sirenTestApi(api).sirens());
}
