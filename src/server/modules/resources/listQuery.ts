import { z } from 'zod';
import {
  type ColumnFilter,
  ColumnFilterSchema,
  type FilterModel,
  type ListQuery,
  MAX_PAGE_SIZE,
  parseSort,
} from '../../../domain/registry/query.ts';
import type { ColumnType, RegistryColumn, RegistryEntry } from '../../../domain/registry/types.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';

/** The list call's query string before its fields are checked against the entity's columns. */
export const ListQueryStringSchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(100),
  sort: z.string().max(500).default(''),
  filter: z.string().max(8000).default(''),
  q: z.string().max(200).default(''),
});

// Which grid filter each column type takes.
const FILTERS_OF: Record<ColumnType, readonly ColumnFilter['filterType'][]> = {
  text: ['text'],
  enum: ['text', 'set'],
  boolean: ['text', 'set'],
  json: ['text'],
  number: ['number'],
  date: ['date'],
};

/** The stored values a set filter may name: the enum's values, or true and false. */
function setValuesOf(column: RegistryColumn): readonly string[] {
  return column.type === 'boolean' ? ['true', 'false'] : (column.values ?? []);
}

function filterFits(column: RegistryColumn | undefined, filter: ColumnFilter): boolean {
  if (!column || !FILTERS_OF[column.type].includes(filter.filterType)) return false;
  return filter.filterType !== 'set' || filter.values.every((v) => setValuesOf(column).includes(v));
}

type FieldError = { path: string; messageKey: string; params?: Record<string, string> };

function parseFilter(entry: RegistryEntry, text: string, errors: FieldError[]): FilterModel {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    errors.push({ path: '/querystring/filter', messageKey: 'validation.invalid_format' });
    return {};
  }
  const parsed = z.record(z.string(), ColumnFilterSchema).safeParse(raw);
  if (!parsed.success) {
    errors.push({ path: '/querystring/filter', messageKey: 'validation.invalid_type' });
    return {};
  }
  const columns = new Map(entry.columns.map((c) => [c.field, c]));
  for (const [field, filter] of Object.entries(parsed.data)) {
    if (!filterFits(columns.get(field), filter))
      errors.push({
        path: `/querystring/filter/${field}`,
        messageKey: 'validation.invalid_value',
        params: { field },
      });
  }
  return parsed.data;
}

/** Checks sort and filter fields against the entity's columns: only whitelisted fields reach SQL. */
export function listQueryOf(entry: RegistryEntry, raw: z.infer<typeof ListQueryStringSchema>): ListQuery {
  const errors: FieldError[] = [];
  const columns = new Set(entry.columns.map((c) => c.field));
  const sort = parseSort(raw.sort);
  if (!sort) errors.push({ path: '/querystring/sort', messageKey: 'validation.invalid_format' });
  for (const item of sort ?? []) {
    if (!columns.has(item.field))
      errors.push({
        path: '/querystring/sort',
        messageKey: 'validation.invalid_value',
        params: { field: item.field },
      });
  }
  const filter = parseFilter(entry, raw.filter, errors);
  if (errors.length) throw new ProblemError(400, PLATFORM_KEYS.validation, { errors });
  return { offset: raw.offset, limit: raw.limit, sort: sort ?? [], filter, q: raw.q };
}
