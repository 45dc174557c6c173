import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.ts';

/**
 * Inserts thousands of rows in one statement: they travel as one JSON parameter and PostgreSQL spreads it
 * into the table's columns (`json_populate_recordset`). Binding every value as its own parameter, in
 * batches under PostgreSQL's 65,535 limit, cost the embedded database most of the demo seed's time.
 * Columns a row leaves out take their defaults (ids); every row must name the same columns.
 */
export async function bulkInsert<T extends PgTable>(tx: Tx, table: T, rows: readonly T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]!).filter((key) => columns[key]);
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const records = rows.map((row) =>
    Object.fromEntries(keys.map((key) => [columns[key]!.name, (row as Record<string, unknown>)[key]])),
  );
  const target = sql.identifier(getTableName(table));
  await tx.execute(
    sql`insert into ${target} (${names}) select ${names} from json_populate_recordset(null::${target}, ${JSON.stringify(records)}::json)`,
  );
}
