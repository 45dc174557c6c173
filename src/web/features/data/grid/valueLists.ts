import type { GridApi } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { LOADED_VALUES_CAP, type ValueList } from '../../../../domain/registry/query.ts';
import type { RegistryColumn } from '../../../../domain/registry/types.ts';
import type { Row } from '../resourceApi.ts';
import { formatValue } from './formatValue.ts';

/** The distinct values of a column among the loaded rows, sorted; the first 250 (SPEC.md §5). */
export function loadedValues(api: GridApi<Row>, field: string): ValueList {
  const distinct = new Set<string>();
  api.forEachNode((node) => {
    const value = node.data?.[field];
    if (value !== null && value !== undefined) distinct.add(String(value));
  });
  const values = [...distinct].sort((a, b) => a.localeCompare(b, 'de-CH'));
  return { values: values.slice(0, LOADED_VALUES_CAP), truncated: values.length > LOADED_VALUES_CAP };
}

/** What a listed value shows: the label of an enum or yes/no value, the text itself otherwise. */
export function valueLabel(column: RegistryColumn, value: string, t: TFunction): string {
  return formatValue(column, column.type === 'boolean' ? value === 'true' : value, t);
}

/** The model of a value-list filter: the stored values picked (the server's set filter). */
export interface PickedValues {
  filterType: 'set';
  values: string[];
}
