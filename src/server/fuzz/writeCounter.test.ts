import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { cantons } from '../db/schema/index.ts';
import { openTestDatabase } from '../test-support/database.ts';
import { installWriteCounter, tablesWritten, writeCounts } from './writeCounter.ts';

const NAME = { de: 'Testkanton', fr: 'Canton test', it: 'Cantone test', en: 'Test canton' };

describe('write counter of the API fuzzer', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await installWriteCounter(database.db);
  });
  afterAll(() => database.close());

  it('sees committed row changes per table and not what a rolled-back transaction undid', async () => {
    const { db } = database;
    const start = await writeCounts(db);
    await db
      .transaction(async (tx) => {
        await tx.insert(cantons).values({ code: 'XX', bfsNumber: 99, name: NAME, polygons: [] });
        tx.rollback();
      })
      .catch(() => undefined);
    const afterRollback = await writeCounts(db);
    expect(tablesWritten(start, afterRollback, new Set())).toEqual([]);

    await db.insert(cantons).values({ code: 'XX', bfsNumber: 99, name: NAME, polygons: [] });
    await db.update(cantons).set({ townshipCode: null }).where(eq(cantons.code, 'XX'));
    const afterWrites = await writeCounts(db);
    expect(tablesWritten(afterRollback, afterWrites, new Set())).toEqual(['canton']);
    expect(afterWrites.get('canton')).toBe(2);
    expect(tablesWritten(afterRollback, afterWrites, new Set(['canton']))).toEqual([]);
  });
});
