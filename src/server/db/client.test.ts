import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/database.ts';
import { CLOSE_GRACE_MS } from './client.ts';

describe.runIf(process.env.DATABASE_URL)('closing the PostgreSQL pool', () => {
  it('ends in a few seconds although a connection was never given back', async () => {
    const database = await openTestDatabase('postgres');
    await database.pool?.connect();
    const started = performance.now();
    await database.close();
    expect(performance.now() - started).toBeLessThan(CLOSE_GRACE_MS + 2_000);
  });
});
