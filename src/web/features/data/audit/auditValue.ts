import type { TFunction } from 'i18next';
import type { RegistryColumn } from '../../../../domain/registry/types.ts';
import { formatDate, formatValue } from '../grid/formatValue.ts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/**
 * The items of a list of texts (an event's instructions or impacts: sentences, not codes), to be shown one
 * per line; null for any other value, and for codes or values a column labels.
 */
export function auditTextItems(value: unknown, column: RegistryColumn | undefined): string[] | null {
  if (column?.type === 'enum' || column?.valueLabels || !Array.isArray(value) || value.length === 0)
    return null;
  if (!value.every((item) => typeof item === 'string')) return null;
  return value.some((item) => /\s/.test(item.trim())) ? value : null;
}

function textOf(value: string): string {
  if (DAY.test(value)) return formatDate(value);
  if (!INSTANT.test(value)) return value;
  // To the second, in Swiss time, as the log's grid writes its times: writes of one minute stay in order.
  return formatDate(value, true);
}

/**
 * The text of one value of an audit record ('' for none): codes by the labels of the registry column when
 * it has them, yes/no, times to the second in Swiss time, lists of texts one per line, lists of other plain
 * values joined, lists of such lists each in brackets, anything else as JSON (auditChanges opens records
 * and lists of records before).
 */
export function auditValueText(value: unknown, column: RegistryColumn | undefined, t: TFunction): string {
  if (value === null || value === undefined) return '';
  if (column?.type === 'enum' || column?.valueLabels) return formatValue(column, value, t);
  if (typeof value === 'boolean') return t(value ? 'data.grid.yes' : 'data.grid.no');
  if (typeof value === 'string') return textOf(value);
  const items = auditTextItems(value, column);
  if (items) return items.join('\n');
  if (Array.isArray(value) && value.every(isScalar))
    return value.map((item) => auditValueText(item, undefined, t)).join(', ');
  // Lists of plain lists (an area's points): each in brackets, «(2681000, 1246000), (2685000, 1246000)».
  if (Array.isArray(value) && value.every((item) => Array.isArray(item) && item.every(isScalar)))
    return value.map((item) => `(${auditValueText(item, undefined, t)})`).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
