import type { IDatasource } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { FilterModel, ListQuery, SortItem } from '../../../../domain/registry/query.ts';
import type { RegistryEntry } from '../../../../domain/registry/types.ts';
import { labelledWords } from './labelSearch.ts';
import type { ShownPage } from './lastKnownPages.ts';

/** The grid's sort model as list-call sort items. */
export const sortOf = (model: readonly { colId: string; sort: 'asc' | 'desc' }[]): SortItem[] =>
  model.map((s) => ({ field: s.colId, dir: s.sort }));

/**
 * Feeds the infinite row model from the list call: each block asks the server for its window with the
 * grid's sort and filters and the quick search; the answer's total tells the grid (and the row count) where
 * it ends. A window seen before comes back as last known while the server is away (`onAsOf`: its time).
 */
export function serverDatasource(
  entry: RegistryEntry,
  fetchPage: (query: ListQuery) => Promise<ShownPage>,
  q: string,
  t: TFunction,
  onTotal: (total: number, atLeast: boolean) => void,
  onAsOf: (asOf: number | null) => void,
  onError: (error: unknown) => void,
): IDatasource {
  return {
    getRows: ({ startRow, endRow, sortModel, filterModel, successCallback, failCallback }) => {
      fetchPage({
        offset: startRow,
        limit: endRow - startRow,
        sort: sortOf(sortModel),
        filter: (filterModel ?? {}) as FilterModel,
        q,
        labelled: labelledWords(entry, q, t),
      })
        .then(({ page, asOf }) => {
          onAsOf(asOf);
          onTotal(page.total, page.totalCapped === true);
          // A capped total is no end: the grid learns the last row from a short page.
          const short = page.items.length < endRow - startRow;
          const lastRow = !page.totalCapped ? page.total : short ? startRow + page.items.length : undefined;
          successCallback(page.items, lastRow);
        })
        .catch((error: unknown) => {
          failCallback();
          onError(error);
        });
    },
  };
}
