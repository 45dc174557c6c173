import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test-support/database.ts';
import { oneListenerPool } from './listenerPool.ts';

describe.runIf(process.env.DATABASE_URL)('the live adapter’s LISTEN connection', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  const open = async () => {
    database = await openTestDatabase('postgres');
    const pool = database.pool;
    if (!pool) throw new Error('PostgreSQL has a pool');
    const checkedOut = () => pool.totalCount - pool.idleCount;
    return { database, listeners: oneListenerPool(pool), checkedOut };
  };

  it('is one at a time: a reconnection retires the older one, which delivers nothing more', async () => {
    const { listeners, checkedOut } = await open();
    const heard: string[] = [];
    const listen = async (name: string) => {
      const client = await listeners.pool.connect();
      client.on('notification', (message) => heard.push(`${name}:${message.payload}`));
      await client.query('LISTEN live_test');
      return client;
    };
    // Two reconnections at once, as the adapter schedules them when its connection died during LISTEN.
    await listen('older');
    const newer = await listen('newer');
    // Publishing goes through the same pool, with queries that check out and release by themselves.
    await listeners.pool.query("SELECT pg_notify('live_test', 'alarm 7')");
    await expect.poll(() => heard).toEqual(['newer:alarm 7']);
    await expect.poll(checkedOut).toBe(1);
    newer.release();
  });

  it('holds nothing once closed, not even a reconnection that was under way, so the pool closes', async () => {
    const { listeners, checkedOut } = await open();
    await listeners.pool.connect();
    void listeners.pool.connect();
    listeners.close();
    await expect.poll(checkedOut).toBe(0);
    const closing = database?.close();
    database = undefined;
    await closing;
  });
});
