import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * `column` is one of `values`, bound as one parameter whatever their count: drizzle's `inArray` binds one
 * per value, which costs more to build and send than the query itself at thousands of values.
 */
export function isAnyText(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} = any(array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;
}

/** `isAnyText` for integer columns. */
export function isAnyInteger(column: SQLWrapper, values: readonly number[]): SQL {
  const safe = values.filter((value) => Number.isSafeInteger(value));
  return sql`${column} = any(${`{${safe.join(',')}}`}::bigint[])`;
}
