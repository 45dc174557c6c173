import type { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
