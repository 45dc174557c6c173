import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testBackends } from '../test-support/database.ts';
import type { Database } from './client.ts';
import * as schema from './schema/index.ts';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

describe.each(testBackends())('the migrations on %s', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database.close());

  const indexes = async () =>
    (
      (await database.db.execute(
        sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'`,
      )) as unknown as { rows: { tablename: string; indexname: string; indexdef: string }[] }
    ).rows;

  it('create every index the schema declares', async () => {
    const found = new Set((await indexes()).map((row) => `${row.tablename}.${row.indexname}`));
    const declared = tables.flatMap((table) => {
      const { name, indexes: declaredIndexes } = getTableConfig(table);
      return declaredIndexes.map((index) => `${name}.${index.config.name}`);
    });
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((index) => !found.has(index))).toEqual([]);
  });

  it('index the siren alarms by event, which every event detail reads', async () => {
    const byEvent = (await indexes()).filter(
      (row) => row.tablename === 'siren_alarm' && /\(event_id\)$/.test(row.indexdef),
    );
    expect(byEvent.map((row) => row.indexname)).toEqual(['siren_alarm_event_idx']);
  });
});
