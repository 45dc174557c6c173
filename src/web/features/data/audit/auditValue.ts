import type { TFunction } from 'i18next';
import type { RegistryColumn } from '../../../../domain/registry/types.ts';
import { zurichClock } from '../../../shell/timeZone.ts';
import { formatDate, formatValue } from '../grid/formatValue.ts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

function textOf(value: string, locale: string): string {
  if (DAY.test(value)) return formatDate(value);
  if (!INSTANT.test(value)) return value;
  // To the second, in Swiss time, with the weekday in the console's language (the header clock's form).
  const { date, time } = zurichClock(new Date(value), locale);
  return `${date} ${time}`;
}

/**
 * The text of one value of an audit record ('' for none): codes by the labels of the registry column when
 * it has them, yes/no, times in Swiss time, lists of plain values joined, anything else as JSON.
 */
export function auditValueText(
  value: unknown,
  column: RegistryColumn | undefined,
  t: TFunction,
  locale: string,
): string {
  if (value === null || value === undefined) return '';
  if (column?.type === 'enum' || column?.valueLabels) return formatValue(column, value, t);
  if (typeof value === 'boolean') return t(value ? 'data.grid.yes' : 'data.grid.no');
  if (typeof value === 'string') return textOf(value, locale);
  if (Array.isArray(value) && value.every(isScalar))
    return value.map((item) => auditValueText(item, undefined, t, locale)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
