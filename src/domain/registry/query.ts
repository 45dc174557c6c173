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

/** The most values one value-list filter may pick (they travel in the list call's query string). */
export const MAX_PICKED_VALUES = 100;

/** The values picked in a value-list filter (for enum and yes/no columns: stored values, not labels). */
const SetFilterSchema = z.object({
  filterType: z.literal('set'),
  values: z.array(z.string().max(200)).max(MAX_PICKED_VALUES),
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
  /**
   * Per quick-search word, the enum and yes/no values (by field) whose label in the user's language
   * contains it: typing "Störung" finds the rows holding FAULT.
   */
  labelled?: LabelledWords;
}

/** Quick search takes the first 8 words of what was typed. */
export function searchWords(q: string): string[] {
  return q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
}

/** The most values one enum column may have: a word may match every label (the audit log's actions: 65). */
export const LABELLED_VALUES_CAP = 100;

export const LabelledWordsSchema = z
  .array(z.record(z.string().max(60), z.array(z.string().max(100)).max(LABELLED_VALUES_CAP)))
  .max(8);
export type LabelledWords = z.infer<typeof LabelledWordsSchema>;

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

/** The query string of a list call (`offset, limit, sort, filter, q, ql`). */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams({ offset: String(query.offset), limit: String(query.limit) });
  if (query.sort.length) params.set('sort', formatSort(query.sort));
  if (Object.keys(query.filter).length) params.set('filter', JSON.stringify(query.filter));
  if (query.q) params.set('q', query.q);
  if (query.labelled?.some((word) => Object.keys(word).length))
    params.set('ql', JSON.stringify(query.labelled));
  return params.toString();
}

/** SPEC.md §5: a filter's value list holds at most 250 values taken from loaded rows… */
export const LOADED_VALUES_CAP = 250;
/** …and at most 10,000 when the server lists them. */
export const SERVER_VALUES_CAP = 10_000;

/** Enum, yes/no and flagged short-text columns are filtered by picking values from a list. */
export function hasValueList(column: { type: string; valueList?: boolean }): boolean {
  return column.type === 'enum' || column.type === 'boolean' || column.valueList === true;
}

/** A column's distinct values as a filter lists them; `truncated` when the cap cut the list. */
export const ValueListSchema = z.object({ values: z.array(z.string()), truncated: z.boolean() });
export type ValueList = z.infer<typeof ValueListSchema>;
