import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** Rows inserted, updated or deleted per table since the counter was installed. */
export type WriteCounts = ReadonlyMap<string, number>;

/**
 * Counts every committed row change of every table of the app's schema with a row trigger into a
 * table of its own schema: precise per database (unlike xids, which a shared PostgreSQL server moves
 * for every database) and blind to writes a rolled-back transaction undid, as a client is.
 */
export async function installWriteCounter(db: Db): Promise<void> {
  await db.execute(sql`create schema fuzz`);
  await db.execute(sql`create table fuzz.write_count (tbl text primary key, n bigint not null)`);
  await db.execute(sql`
    create function fuzz.count_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz.write_count values (TG_TABLE_NAME, 1)
        on conflict (tbl) do update set n = fuzz.write_count.n + 1;
      return null;
    end $$`);
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  for (const { name } of tables) {
    await db.execute(
      sql`create trigger fuzz_count after insert or update or delete on ${sql.identifier(name)}
          for each row execute function fuzz.count_write()`,
    );
  }
}

export async function writeCounts(db: Db): Promise<WriteCounts> {
  const rows = await rowsOf<{ tbl: string; n: string | number }>(
    db,
    sql`select tbl, n from fuzz.write_count`,
  );
  return new Map(rows.map((row) => [row.tbl, Number(row.n)]));
}

/** Tables whose count moved between two readings, except the ignored ones. */
export function tablesWritten(before: WriteCounts, after: WriteCounts, ignored: ReadonlySet<string>) {
  return [...after]
    .filter(([table, n]) => !ignored.has(table) && n !== (before.get(table) ?? 0))
    .map(([t]) => t);
}
