import { z } from 'zod';

/** Text conditions of the grid's text filter (also used for enum and boolean columns). */
export const TEXT_CONDITIONS = [
  'contains',
  'notContains',
  'equals',
  'notEqual',
  'startsWith',
  'endsWith',
  'blank',
  'notBlank',
] as const;
export const NUMBER_CONDITIONS = [
  'equals',
  'notEqual',
  'lessThan',
  'lessThanOrEqual',
  'greaterThan',
  'greaterThanOrEqual',
  'inRange',
  'blank',
  'notBlank',
] as const;
export const DATE_CONDITIONS = [
  'equals',
  'notEqual',
  'lessThan',
  'greaterThan',
  'inRange',
  'blank',
  'notBlank',
] as const;

const TextFilterSchema = z.object({
  filterType: z.literal('text'),
  type: z.enum(TEXT_CONDITIONS),
  filter: z.string().max(200).nullish(),
});
const NumberFilterSchema = z.object({
  filterType: z.literal('number'),
  type: z.enum(NUMBER_CONDITIONS),
  filter: z.number().nullish(),
  filterTo: z.number().nullish(),
});
const DateFilterSchema = z.object({
  filterType: z.literal('date'),
  type: z.enum(DATE_CONDITIONS),
  // The grid sends `yyyy-MM-dd HH:mm:ss` (local day); only the day counts.
  dateFrom: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .nullish(),
  dateTo: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .nullish(),
});

/**
 * The stored values an enum or yes/no column must hold. The web turns what the operator typed into the
 * values whose label matches, so operators filter by the words they see, not by stored codes.
 */
const SetFilterSchema = z.object({
  filterType: z.literal('set'),
  values: z.array(z.string().max(100)).max(100),
});

/** One column's filter, in the grid's own filter-model shape (one condition per column). */
export const ColumnFilterSchema = z.discriminatedUnion('filterType', [
  TextFilterSchema,
  NumberFilterSchema,
  DateFilterSchema,
  SetFilterSchema,
]);
export type ColumnFilter = z.infer<typeof ColumnFilterSchema>;
export type FilterModel = Record<string, ColumnFilter>;

export interface SortItem {
  field: string;
  dir: 'asc' | 'desc';
}

/** The most rows one list call answers; exports read page after page. */
export const MAX_PAGE_SIZE = 1000;

/** What a list call asks for: a window, an order, per-column filters and a quick search over all text. */
export interface ListQuery {
  offset: number;
  limit: number;
  sort: readonly SortItem[];
  filter: FilterModel;
  q: string;
}

/** `code:asc,name:desc` ↔ sort items; field names are checked by the server against the columns. */
export function formatSort(sort: readonly SortItem[]): string {
  return sort.map((s) => `${s.field}:${s.dir}`).join(',');
}

export function parseSort(text: string): SortItem[] | null {
  if (!text) return [];
  const items = text.split(',').map((part) => /^(\w{1,60}):(asc|desc)$/.exec(part));
  if (items.some((m) => !m)) return null;
  return items.map((m) => ({ field: m![1]!, dir: m![2] as 'asc' | 'desc' }));
}

/** The query string of a list call (`offset, limit, sort, filter, q`). */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams({ offset: String(query.offset), limit: String(query.limit) });
  if (query.sort.length) params.set('sort', formatSort(query.sort));
  if (Object.keys(query.filter).length) params.set('filter', JSON.stringify(query.filter));
  if (query.q) params.set('q', query.q);
  return params.toString();
}
