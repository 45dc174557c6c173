import type { TFunction } from 'i18next';
import type { ColumnFilter, FilterModel } from '../../../../domain/registry/query.ts';
import type { RegistryColumn, RegistryEntry } from '../../../../domain/registry/types.ts';
import { formatValue } from './formatValue.ts';

type TextFilter = Extract<ColumnFilter, { filterType: 'text' }>;

const MATCHES: Partial<Record<TextFilter['type'], (label: string, text: string) => boolean>> = {
  contains: (label, text) => label.includes(text),
  notContains: (label, text) => !label.includes(text),
  equals: (label, text) => label === text,
  notEqual: (label, text) => label !== text,
  startsWith: (label, text) => label.startsWith(text),
  endsWith: (label, text) => label.endsWith(text),
};

const storedValues = (column: RegistryColumn) =>
  column.type === 'boolean' ? [true, false] : (column.values ?? []);

/** A text filter on an enum or yes/no column as the stored values whose label matches what was typed. */
function asSetFilter(column: RegistryColumn, filter: TextFilter, t: TFunction): ColumnFilter {
  const matches = MATCHES[filter.type];
  if (!matches) return filter;
  const text = (filter.filter ?? '').toLocaleLowerCase();
  const values = storedValues(column).filter((value) =>
    matches(formatValue(column, value, t).toLocaleLowerCase(), text),
  );
  return { filterType: 'set', values: values.map(String) };
}

/**
 * The grid's filter model as the list call takes it: operators type the labels they see ("Störung"),
 * the server compares stored values ("FAULT").
 */
export function serverFilterOf(entry: RegistryEntry, model: FilterModel, t: TFunction): FilterModel {
  const columns = new Map(entry.columns.map((c) => [c.field, c]));
  return Object.fromEntries(
    Object.entries(model).map(([field, filter]) => {
      const column = columns.get(field);
      const labelled = column && (column.type === 'enum' || column.type === 'boolean');
      return [field, labelled && filter.filterType === 'text' ? asSetFilter(column, filter, t) : filter];
    }),
  );
}
