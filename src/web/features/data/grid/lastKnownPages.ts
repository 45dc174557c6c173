import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { ListQuery } from '../../../../domain/registry/query.ts';
import type { RegistryEntry } from '../../../../domain/registry/types.ts';
import { type ResourceApi, type RowPage, resourceQueryKey } from '../resourceApi.ts';

/** A page of a server-paged grid and, when it is a last-known copy, the time it arrived. */
export interface ShownPage {
  page: RowPage;
  asOf: number | null;
}

/**
 * Fetches a server-paged grid's windows through the query cache, so that each window seen before is
 * shown again, with its age, while the server is away or fails to answer.
 */
export function lastKnownPages(queryClient: QueryClient, entry: RegistryEntry, resources: ResourceApi) {
  return async (query: ListQuery): Promise<ShownPage> => {
    const queryKey = [...resourceQueryKey(entry), 'page', query];
    const cached = queryClient.getQueryState<RowPage>(queryKey);
    const lastKnown = cached?.data && { page: cached.data, asOf: cached.dataUpdatedAt };
    if (lastKnown && !onlineManager.isOnline()) return lastKnown;
    try {
      return {
        page: await queryClient.fetchQuery({ queryKey, queryFn: () => resources.list(query) }),
        asOf: null,
      };
    } catch (error) {
      if (lastKnown) return lastKnown;
      throw error;
    }
  };
}
