import type { TFunction } from 'i18next';
import { valueLabelKey } from '../../../../domain/registry/index.ts';
import type { RegistryColumn } from '../../../../domain/registry/types.ts';
import { formatSwissTime } from '../../../../domain/swissTime.ts';

const ZONE = 'Europe/Zurich';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * dd.MM.yyyy for days, dd.MM.yyyy HH:mm (or with `:ss`) for instants in Swiss time (SPEC.md §9). A day is
 * a calendar day, not an instant: it is rewritten as it is, never moved through a time zone.
 */
export function formatDate(value: string, withSeconds = false): string {
  if (DAY.test(value)) return value.split('-').reverse().join('.');
  return formatSwissTime(new Date(value), withSeconds);
}

/** The text a grid cell and the CSV export show for a value of the column. */
export function formatValue(column: RegistryColumn, value: unknown, t: TFunction): string {
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'date':
      return formatDate(String(value), column.seconds);
    case 'boolean':
      return t(value ? 'data.grid.yes' : 'data.grid.no');
    case 'enum':
      // A stored code the column does not list (an audit row of an older release) shows as it is.
      if (column.values && !column.values.includes(String(value))) return String(value);
      return t(valueLabelKey(String(value), column.valueLabels));
    case 'json':
      if (!Array.isArray(value)) return JSON.stringify(value);
      return value
        .map((item) =>
          column.valueLabels ? t(valueLabelKey(String(item), column.valueLabels)) : String(item),
        )
        .join(', ');
    default:
      return String(value);
  }
}

/** The local day (yyyy-MM-dd) of a date value, for the grid's client-side date filter. */
export function dayOf(value: string): string {
  if (DAY.test(value)) return value;
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(value));
}
