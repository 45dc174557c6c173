import { useThrottledCallback } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider.tsx';
import { SCC } from '../../api/bases.ts';
import { ApiError } from '../../api/http.ts';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';

/** The two surveillance lists of GET {SCC}/alarming/<resource>. */
export type SurveillanceResource = 'sirenssurveillance' | 'sirengroupssurveillance';

// A national alarm changes thousands of sirens within seconds: one reload per this many ms at most.
const RELOAD_AT_MOST_EVERY_MS = 2_000;
// After a failed load (server error, network) the page asks again this often until it gets the rows, in case
// no live notice comes meanwhile; a refusal (4xx) is not asked again by itself.
const RETRY_AFTER_FAILURE_MS = 30_000;

const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The rows of a surveillance list, loaded once and reloaded (throttled, the last notice always followed)
 * on each live change notice of the resource and on every (re)connection of the live channel; after a failed
 * load also every 30 s, so the page comes back by itself.
 */
export function useSurveillanceRows<T>(resource: SurveillanceResource) {
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = ['surveillance', resource];
  const query = useQuery({
    queryKey,
    queryFn: () => api.get<T[]>(`${SCC}/alarming/${resource}`),
    refetchInterval: ({ state }) =>
      state.status === 'error' && !refused(state.error) ? RETRY_AFTER_FAILURE_MS : false,
  });
  const reload = useThrottledCallback(
    () => void queryClient.invalidateQueries({ queryKey }),
    RELOAD_AT_MOST_EVERY_MS,
  );
  useLiveTopic(`resources/${resource}`, reload);
  useLiveConnected(reload);
  return query;
}
