import { useThrottledCallback } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider.tsx';
import { SCC } from '../../api/bases.ts';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';

/** The two surveillance lists of GET {SCC}/alarming/<resource>. */
export type SurveillanceResource = 'sirenssurveillance' | 'sirengroupssurveillance';

// A national alarm changes thousands of sirens within seconds: one reload per this many ms at most.
const RELOAD_AT_MOST_EVERY_MS = 2_000;

/**
 * The rows of a surveillance list, loaded once and reloaded (throttled, the last notice always followed)
 * on each live change notice of the resource and on every (re)connection of the live channel.
 */
export function useSurveillanceRows<T>(resource: SurveillanceResource) {
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = ['surveillance', resource];
  const query = useQuery({ queryKey, queryFn: () => api.get<T[]>(`${SCC}/alarming/${resource}`) });
  const reload = useThrottledCallback(
    () => void queryClient.invalidateQueries({ queryKey }),
    RELOAD_AT_MOST_EVERY_MS,
  );
  useLiveTopic(`resources/${resource}`, reload);
  useLiveConnected(reload);
  return query;
}
