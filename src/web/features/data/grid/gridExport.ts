import type { GridApi } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { FilterModel } from '../../../../domain/registry/query.ts';
import type { ReportTable } from '../../../../domain/registry/report.ts';
import type { RegistryEntry } from '../../../../domain/registry/types.ts';
import type { ResourceApi, Row } from '../resourceApi.ts';
import { formatValue } from './formatValue.ts';
import { labelledWords } from './labelSearch.ts';
import { sortOf } from './serverDatasource.ts';

/** The rows the grid shows, in its order: all of them, not only the loaded blocks of a large grid. */
export async function shownRows(
  api: GridApi<Row>,
  entry: RegistryEntry,
  resources: ResourceApi,
  q: string,
  t: TFunction,
) {
  if (entry.paging === 'client') {
    const rows: Row[] = [];
    api.forEachNodeAfterFilterAndSort((node) => node.data && rows.push(node.data));
    return rows;
  }
  const sort = api
    .getColumnState()
    .filter((c) => c.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((c) => ({ colId: c.colId, sort: c.sort! }));
  return resources.listAll({
    sort: sortOf(sort),
    filter: api.getFilterModel() as FilterModel,
    q,
    labelled: labelledWords(entry, q, t),
  });
}

/** What the grid shows (filtered, sorted, visible columns in their order, values as displayed). */
export function tableOf(
  api: GridApi<Row>,
  entry: RegistryEntry,
  rows: readonly Row[],
  t: TFunction,
): ReportTable {
  const byField = new Map(entry.columns.map((c) => [c.field, c]));
  const columns = api
    .getAllDisplayedColumns()
    .map((c) => ({ header: api.getDisplayNameForColumn(c, null), column: byField.get(c.getColId()) }))
    .filter((c) => c.column !== undefined);
  return {
    headers: columns.map((c) => c.header),
    rows: rows.map((row) => columns.map(({ column }) => formatValue(column!, row[column!.field], t))),
  };
}

/** The LV95 points of the rows, for the report's map; none for entities without points. */
export function pointsOf(entry: RegistryEntry, rows: readonly Row[]): [number, number][] {
  if (!entry.mapPoints) return [];
  return rows.map((row) => [Number(row.east), Number(row.north)]);
}

/** The download's CSV: the same rule as the server's report, formula-like cells neutralised. */
export { csvOf } from '../../../../domain/csv.ts';

/** Offers a file for download. */
export function download(fileName: string, data: BlobPart, type: string) {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
