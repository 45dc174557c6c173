import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { fieldLabelKey } from '../../../../domain/registry/index.ts';
import type { ColumnType, RegistryEntry } from '../../../../domain/registry/types.ts';
import type { Row } from '../resourceApi.ts';
import { dayOf, formatValue } from './formatValue.ts';

const FILTER: Record<ColumnType, string> = {
  text: 'agTextColumnFilter',
  enum: 'agTextColumnFilter',
  boolean: 'agTextColumnFilter',
  json: 'agTextColumnFilter',
  number: 'agNumberColumnFilter',
  date: 'agDateColumnFilter',
};

// The client-side date filter compares local days, as the server does.
function compareDay(filterDate: Date, cell: unknown): number {
  if (typeof cell !== 'string') return -1;
  const wanted = `${filterDate.getFullYear()}-${String(filterDate.getMonth() + 1).padStart(2, '0')}-${String(filterDate.getDate()).padStart(2, '0')}`;
  const day = dayOf(cell);
  return day < wanted ? -1 : day > wanted ? 1 : 0;
}

/** The grid columns of an entry: labels, widths, default visibility, filters and display formats. */
export function columnDefs(entry: RegistryEntry, t: TFunction): ColDef<Row>[] {
  return entry.columns.map((column) => ({
    colId: column.field,
    field: column.field,
    headerName: t(fieldLabelKey(entry, column.field)),
    initialWidth: column.width,
    // Initial only: new column definitions (another language) must not undo the user's saved layout.
    initialHide: column.hidden ?? false,
    sortable: true,
    filter: FILTER[column.type],
    floatingFilter: true,
    filterParams: {
      // One condition per column: what the server's filter model accepts.
      maxNumConditions: 1,
      ...(column.type === 'date' ? { comparator: compareDay } : {}),
    },
    valueFormatter: ({ value }) => formatValue(column, value, t),
    // Client-side filters and quick search match the words shown, as the server-side ones do.
    ...(column.type === 'enum' || column.type === 'boolean'
      ? {
          filterValueGetter: ({ data }: { data?: Row }) => formatValue(column, data?.[column.field], t),
          getQuickFilterText: ({ value }: { value: unknown }) => formatValue(column, value, t),
        }
      : {}),
  }));
}
