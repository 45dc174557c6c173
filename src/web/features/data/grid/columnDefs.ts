import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { fieldLabelKey } from '../../../../domain/registry/index.ts';
import { hasValueList } from '../../../../domain/registry/query.ts';
import type { ColumnType, RegistryColumn, RegistryEntry } from '../../../../domain/registry/types.ts';
import type { ResourceApi, Row } from '../resourceApi.ts';
import { dayOf, formatValue } from './formatValue.ts';
import { GridDayInput } from './GridDayInput.tsx';
import { ValueListFilter, type ValueListParams } from './ValueListFilter.tsx';
import { ValueListFloatingFilter } from './ValueListFloatingFilter.tsx';

// Enum and yes/no columns always have a value list.
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

/** How a column filters: a value list for enum, yes/no and short-text columns, the grid's filters otherwise. */
function filterOf(column: RegistryColumn, resources: ResourceApi | undefined): Partial<ColDef<Row>> {
  if (hasValueList(column)) {
    const params: ValueListParams = { listed: column, resources };
    return {
      filter: ValueListFilter,
      floatingFilterComponent: ValueListFloatingFilter,
      filterParams: params,
      // The floating filter itself opens the list.
      suppressFloatingFilterButton: true,
    };
  }
  return {
    filter: FILTER[column.type],
    filterParams: {
      // One condition per column: what the server's filter model accepts.
      maxNumConditions: 1,
      ...(column.type === 'date' ? { comparator: compareDay } : {}),
    },
    ...(column.type === 'date' ? { dateComponent: GridDayInput } : {}),
  };
}

/**
 * The grid columns of an entry: labels, widths, default visibility, filters and display formats. Value
 * lists come from the server when given its `resources` (server-paged grids), else from the loaded rows.
 */
export function columnDefs(entry: RegistryEntry, t: TFunction, resources?: ResourceApi): ColDef<Row>[] {
  return entry.columns.map((column) => ({
    colId: column.field,
    field: column.field,
    headerName: t(fieldLabelKey(entry, column.field)),
    headerTooltip: t(fieldLabelKey(entry, column.field)),
    initialWidth: column.width,
    // Initial only: new column definitions (another language) must not undo the user's saved layout.
    initialHide: column.hidden ?? false,
    sortable: true,
    floatingFilter: true,
    ...filterOf(column, resources),
    valueFormatter: ({ value }) => formatValue(column, value, t),
    // Client-side quick search matches the words shown, as the server's does.
    ...(column.type === 'enum' || column.type === 'boolean'
      ? { getQuickFilterText: ({ value }: { value: unknown }) => formatValue(column, value, t) }
      : {}),
  }));
}
