import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts what the server answered to a change in the cache. A read of the same key still in flight (for
 * instance the reload after an outage) started before the change: it is cancelled first, so its older
 * answer cannot arrive later and overwrite this one.
 */
export async function keepAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: T | ((cached: T | undefined) => T | undefined),
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, answer as T);
}
