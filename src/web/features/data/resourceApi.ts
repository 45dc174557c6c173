import { collectionPath, type RegistryEntry } from '../../../domain/registry/index.ts';
import {
  type ListQuery,
  listQueryString,
  MAX_PAGE_SIZE,
  type ValueList,
} from '../../../domain/registry/query.ts';
import { SCC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

export type Row = Record<string, unknown> & { id: number; version?: string };
export interface RowPage {
  items: Row[];
  total: number;
  /** More rows match than `total` (a large protocol counts only so far). */
  totalCapped?: boolean;
}

const urlOf = (entry: RegistryEntry, id?: number) =>
  `${SCC}${collectionPath(entry)}${id === undefined ? '' : `/${id}`}`;

/** The generic REST calls of a registry entry (src/server/modules/resources). */
export function resourceApi(api: ApiClient, entry: RegistryEntry) {
  return {
    list: (query: ListQuery) => api.get<RowPage>(`${urlOf(entry)}?${listQueryString(query)}`),
    /** Every row matching the query, page after page (client-side grids, exports). */
    async listAll(query: Omit<ListQuery, 'offset' | 'limit'>): Promise<Row[]> {
      const rows: Row[] = [];
      for (;;) {
        const page = await api.get<RowPage>(
          `${urlOf(entry)}?${listQueryString({ ...query, offset: rows.length, limit: MAX_PAGE_SIZE })}`,
        );
        rows.push(...page.items);
        if (!page.items.length || (!page.totalCapped && rows.length >= page.total)) return rows;
      }
    },
    /** A column's distinct values for its filter, containing `search` (at most 10,000). */
    values: (field: string, search: string) =>
      api.get<ValueList>(`${urlOf(entry)}/values/${field}?${new URLSearchParams({ search })}`),
    get: (id: number) => api.get<Row>(urlOf(entry, id)),
    create: (body: Record<string, unknown>) => api.post<Row>(urlOf(entry), body),
    update: (id: number, body: Record<string, unknown>) => api.put<Row>(urlOf(entry, id), body),
    remove: (id: number) => api.del<void>(urlOf(entry, id)),
    resetPassword: (id: number, password: string) =>
      api.post<void>(`${urlOf(entry, id)}/password`, { password }),
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;

/** Query key of everything a grid loaded for an entry; a live notice invalidates it. */
export const resourceQueryKey = (entry: RegistryEntry) => ['resources', entry.resource.key] as const;
