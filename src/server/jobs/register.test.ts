import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { openTestDatabase } from '../test-support/database.ts';
import { TcpProxy } from '../test-support/tcp-proxy.ts';
import { registerJobs } from './register.ts';

describe.runIf(process.env.DATABASE_URL)('job queue of a console started during a database outage', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  /** The database through a loopback proxy that refuses connections, as a stopped PostgreSQL would. */
  const openUnreachable = async (): Promise<{ database: Database; proxy: TcpProxy }> => {
    const reachable = await openTestDatabase('postgres');
    closers.push(() => reachable.close());
    const url = new URL(reachable.url ?? '');
    const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port) || 5432 });
    await proxy.start();
    closers.push(() => proxy.stop());
    await proxy.setMode('refuse');
    url.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    closers.push(() => database.close());
    return { database, proxy };
  };

  it('comes up without its queue and starts it once the database answers', async () => {
    const { database, proxy } = await openUnreachable();
    const app = Fastify({ logger: false });
    app.decorate('database', database);
    registerJobs(app);
    const ran: number[] = [];
    app.jobs.work<{ n: number }>('after-outage', async ({ n }) => {
      ran.push(n);
    });
    closers.push(() => app.close());
    await app.ready();

    await proxy.setMode('pass');
    const wait = { timeout: 20_000, interval: 200 };
    await expect
      .poll(() => app.jobs.schedule('after-outage', { n: 1 }).catch(() => null), wait)
      .not.toBeNull();
    await expect.poll(() => ran, wait).toEqual([1]);
  });
});
