import { z } from 'zod';
import {
  type ColumnFilter,
  ColumnFilterSchema,
  type FilterModel,
  hasValueList,
  type LabelledWords,
  LabelledWordsSchema,
  type ListQuery,
  MAX_PAGE_SIZE,
  parseSort,
} from '../../../domain/registry/query.ts';
import type { ColumnType, RegistryColumn, RegistryEntry } from '../../../domain/registry/types.ts';
import { refuseControlCharacters } from '../../http/controlCharacters.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';

/** The list call's query string before its fields are checked against the entity's columns. */
export const ListQueryStringSchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(100),
  sort: z.string().max(500).default(''),
  filter: z.string().max(8000).default(''),
  q: z.string().max(200).default(''),
  ql: z.string().max(8000).default(''),
});

// Which grid filter each column type takes; value-list columns also take a set of picked values.
const FILTERS_OF: Record<ColumnType, readonly ColumnFilter['filterType'][]> = {
  text: ['text'],
  enum: ['text', 'set'],
  boolean: ['text', 'set'],
  json: ['text'],
  number: ['number'],
  date: ['date'],
};

/** The stored values a set filter may name: the enum's values, true and false, or any of a text column. */
function setValuesOf(column: RegistryColumn): readonly string[] | null {
  if (column.type === 'boolean') return ['true', 'false'];
  return column.type === 'enum' ? (column.values ?? []) : null;
}

function filterFits(column: RegistryColumn | undefined, filter: ColumnFilter): boolean {
  if (!column) return false;
  if (filter.filterType !== 'set') return FILTERS_OF[column.type].includes(filter.filterType);
  if (!hasValueList(column)) return false;
  const allowed = setValuesOf(column);
  return !allowed || filter.values.every((v) => allowed.includes(v));
}

type FieldError = { path: string; messageKey: string; params?: Record<string, string | number> };

function parseFilter(entry: RegistryEntry, text: string, errors: FieldError[]): FilterModel {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    errors.push({ path: '/querystring/filter', messageKey: 'validation.badFormat' });
    return {};
  }
  refuseControlCharacters(raw, '/querystring/filter');
  const parsed = z.record(z.string(), ColumnFilterSchema).safeParse(raw);
  if (!parsed.success) {
    errors.push({ path: '/querystring/filter', messageKey: 'validation.badFormat' });
    return {};
  }
  const columns = new Map(entry.columns.map((c) => [c.field, c]));
  for (const [field, filter] of Object.entries(parsed.data)) {
    if (!filterFits(columns.get(field), filter))
      errors.push({
        path: `/querystring/filter/${field}`,
        messageKey: 'validation.notAChoice',
        params: { field },
      });
    else errors.push(...filterValueErrors(field, filter));
  }
  return parsed.data;
}

/** The widest range every number column's database type holds (integer); LV95 metres fit well inside. */
const FILTER_NUMBER_RANGE = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

/** Whether `yyyy-MM-dd…` starts with a day that exists in the calendar (not 2024-02-30, not year 0). */
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Values the database would fail on: a 400 naming the value, never a 500 from the query.
function filterValueErrors(field: string, filter: ColumnFilter): FieldError[] {
  const path = (key: string) => `/querystring/filter/${field}/${key}`;
  if (filter.filterType === 'number')
    return (['filter', 'filterTo'] as const)
      .filter((key) => {
        const value = filter[key];
        return (
          value != null &&
          !(
            Number.isInteger(value) &&
            value >= FILTER_NUMBER_RANGE.minimum &&
            value <= FILTER_NUMBER_RANGE.maximum
          )
        );
      })
      .map((key) => ({
        path: path(key),
        messageKey: 'validation.wholeNumber',
        params: FILTER_NUMBER_RANGE,
      }));
  if (filter.filterType === 'date')
    return (['dateFrom', 'dateTo'] as const)
      .filter((key) => filter[key] != null && !isCalendarDay(filter[key]))
      .map((key) => ({ path: path(key), messageKey: 'validation.impossibleDate' }));
  return [];
}

/** The labelled quick-search values: only enum and yes/no fields, only their stored values. */
function parseLabelled(entry: RegistryEntry, text: string, errors: FieldError[]): LabelledWords {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    errors.push({ path: '/querystring/ql', messageKey: 'validation.badFormat' });
    return [];
  }
  refuseControlCharacters(raw, '/querystring/ql');
  const parsed = LabelledWordsSchema.safeParse(raw);
  const columns = new Map(entry.columns.map((c) => [c.field, c]));
  const fits = (field: string, values: readonly string[]) => {
    const column = columns.get(field);
    const allowed = column && setValuesOf(column);
    return !!allowed && values.every((v) => allowed.includes(v));
  };
  if (!parsed.success || !parsed.data.every((word) => Object.entries(word).every(([f, v]) => fits(f, v)))) {
    errors.push({ path: '/querystring/ql', messageKey: 'validation.notAChoice' });
    return [];
  }
  return parsed.data;
}

/** Checks sort and filter fields against the entity's columns: only whitelisted fields reach SQL. */
export function listQueryOf(entry: RegistryEntry, raw: z.infer<typeof ListQueryStringSchema>): ListQuery {
  const errors: FieldError[] = [];
  const columns = new Set(entry.columns.map((c) => c.field));
  const sort = parseSort(raw.sort);
  if (!sort) errors.push({ path: '/querystring/sort', messageKey: 'validation.badFormat' });
  for (const item of sort ?? []) {
    if (!columns.has(item.field))
      errors.push({
        path: '/querystring/sort',
        messageKey: 'validation.notAChoice',
        params: { field: item.field },
      });
  }
  const filter = parseFilter(entry, raw.filter, errors);
  const labelled = parseLabelled(entry, raw.ql, errors);
  if (errors.length) throw new ProblemError(400, PLATFORM_KEYS.validation, { errors });
  return { offset: raw.offset, limit: raw.limit, sort: sort ?? [], filter, q: raw.q, labelled };
}

/** The value list's query string: what the operator typed into the list's search box. */
export const ValueListQuerySchema = z.object({ search: z.string().max(200).default('') });

/** The column a value list is asked for; only value-list columns have one (else 400). */
export function valueListColumn(entry: RegistryEntry, field: string): RegistryColumn {
  const column = entry.columns.find((c) => c.field === field);
  if (column && hasValueList(column)) return column;
  throw new ProblemError(400, PLATFORM_KEYS.validation, {
    errors: [{ path: '/params/field', messageKey: 'validation.notAChoice', params: { field } }],
  });
}
