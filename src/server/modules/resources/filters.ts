import { and, not, or, type SQL, sql } from 'drizzle-orm';
import { type ColumnFilter, type LabelledWords, searchWords } from '../../../domain/registry/query.ts';
import type { ColumnType } from '../../../domain/registry/types.ts';
import type { FieldRef } from './sources/source.ts';

// LIKE patterns take the user's text literally.
export const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A field as text: JSON and arrays by their text form, so quick search and text filters reach them. */
export const asText = (field: FieldRef) => sql`(${field})::text`;

// Dates compare by the day in the reference time zone (SPEC.md §9), whatever the column's type.
const dayOf = (field: FieldRef) => sql`((${field})::timestamptz at time zone 'Europe/Zurich')::date`;

function blank(field: FieldRef, type: ColumnType): SQL {
  return type === 'text' ? sql`coalesce(${asText(field)}, '') = ''` : sql`${field} is null`;
}

function textCondition(field: FieldRef, { type, filter }: Extract<ColumnFilter, { filterType: 'text' }>) {
  const text = asText(field);
  const value = filter ?? '';
  switch (type) {
    case 'contains':
      return sql`${text} ilike ${`%${literal(value)}%`}`;
    case 'notContains':
      return sql`coalesce(${text}, '') not ilike ${`%${literal(value)}%`}`;
    case 'startsWith':
      return sql`${text} ilike ${`${literal(value)}%`}`;
    case 'endsWith':
      return sql`${text} ilike ${`%${literal(value)}`}`;
    case 'equals':
      return sql`lower(${text}) = lower(${value})`;
    case 'notEqual':
      return sql`lower(coalesce(${text}, '')) <> lower(${value})`;
    default:
      return null;
  }
}

function numberCondition(
  field: FieldRef,
  { type, filter, filterTo }: Extract<ColumnFilter, { filterType: 'number' }>,
) {
  if (filter == null) return null;
  switch (type) {
    case 'equals':
      return sql`${field} = ${filter}`;
    case 'notEqual':
      return sql`${field} <> ${filter}`;
    case 'lessThan':
      return sql`${field} < ${filter}`;
    case 'lessThanOrEqual':
      return sql`${field} <= ${filter}`;
    case 'greaterThan':
      return sql`${field} > ${filter}`;
    case 'greaterThanOrEqual':
      return sql`${field} >= ${filter}`;
    case 'inRange':
      return filterTo == null ? null : sql`${field} between ${filter} and ${filterTo}`;
    default:
      return null;
  }
}

function dateCondition(
  field: FieldRef,
  { type, dateFrom, dateTo }: Extract<ColumnFilter, { filterType: 'date' }>,
) {
  if (!dateFrom) return null;
  const from = sql`${dateFrom.slice(0, 10)}::date`;
  switch (type) {
    case 'equals':
      return sql`${dayOf(field)} = ${from}`;
    case 'notEqual':
      return sql`${dayOf(field)} <> ${from}`;
    case 'lessThan':
      return sql`${dayOf(field)} < ${from}`;
    case 'greaterThan':
      return sql`${dayOf(field)} > ${from}`;
    case 'inRange':
      return dateTo ? sql`${dayOf(field)} between ${from} and ${dateTo.slice(0, 10)}::date` : null;
    default:
      return null;
  }
}

/** The SQL condition of one column filter (values are always bound parameters, never SQL text). */
export function filterCondition(field: FieldRef, type: ColumnType, filter: ColumnFilter): SQL | undefined {
  if (filter.filterType !== 'set' && filter.type === 'blank') return blank(field, type);
  if (filter.filterType !== 'set' && filter.type === 'notBlank') return not(blank(field, type));
  switch (filter.filterType) {
    case 'text':
      return textCondition(field, filter) ?? undefined;
    case 'number':
      return numberCondition(field, filter) ?? undefined;
    case 'date':
      return dateCondition(field, filter) ?? undefined;
    case 'set':
      return filter.values.length
        ? sql`${asText(field)} in (${sql.join(
            filter.values.map((value) => sql`${value}`),
            sql`, `,
          )})`
        : sql`false`;
  }
}

/**
 * Quick search: the words all appear, each in some text column or as the label of an enum value
 * (`labelled[i]`: per field, the stored values whose label contains word i).
 */
export function searchCondition(
  fields: readonly FieldRef[],
  q: string,
  labelled: LabelledWords = [],
  fieldOf: (name: string) => FieldRef = () => sql`null`,
): SQL | undefined {
  const words = searchWords(q);
  if (!words.length || !fields.length) return undefined;
  return and(
    ...words.map((word, i) =>
      or(
        ...fields.map((f) => sql`${asText(f)} ilike ${`%${literal(word)}%`}`),
        ...Object.entries(labelled[i] ?? {})
          .filter(([, values]) => values.length)
          .map(
            ([name, values]) =>
              sql`${asText(fieldOf(name))} in (${sql.join(
                values.map((v) => sql`${v}`),
                sql`, `,
              )})`,
          ),
      ),
    ),
  );
}
