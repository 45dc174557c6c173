import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase, testBackends } from '../test-support/database.ts';
import type { JobQueue } from './queue.ts';
import { createJobQueue } from './register.ts';

const silent = pino({ level: 'silent' });
const WAIT = { timeout: 15_000, interval: 50 };

interface Probe {
  n: number;
}

describe.each(testBackends())('job queue on %s', (backend) => {
  let database: Database;
  const queues: JobQueue[] = [];
  let round = 0;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  });
  afterAll(() => database.close());

  /** A queue on the test database with one handler for a name of this test's own. */
  const openQueue = (name: string, handler: (data: Probe) => Promise<void>) => {
    const queue = createJobQueue(database, silent);
    queues.push(queue);
    queue.work<Probe>(name, handler);
    return queue;
  };
  const freshName = () => `test-${++round}`;

  it('runs a delayed job once, after its delay', async () => {
    const name = freshName();
    const runs: number[] = [];
    const queue = openQueue(name, async () => {
      runs.push(Date.now());
    });
    await queue.start();
    const scheduledAt = Date.now();
    expect(await queue.schedule(name, { n: 1 }, { delayMs: 1_500 })).toEqual(expect.any(String));

    await expect.poll(() => runs.length, WAIT).toBe(1);
    const [ranAt = 0] = runs;
    expect(ranAt - scheduledAt).toBeGreaterThanOrEqual(1_450);
    await expect.poll(async () => (await queue.pending())[name] ?? 0, WAIT).toBe(0);
    expect(runs).toHaveLength(1);
  });

  it('refuses a second job of a singleton key while the first waits, and takes one again once it ran', async () => {
    const name = freshName();
    const ran: number[] = [];
    const queue = openQueue(name, async ({ n }) => {
      ran.push(n);
    });
    await queue.start();
    expect(await queue.schedule(name, { n: 1 }, { delayMs: 1_000, singletonKey: 'alarm-7' })).not.toBeNull();
    expect(await queue.schedule(name, { n: 2 }, { singletonKey: 'alarm-7' })).toBeNull();
    expect(await queue.schedule(name, { n: 3 }, { singletonKey: 'alarm-8' })).not.toBeNull();

    await expect.poll(() => ran.toSorted(), WAIT).toEqual([1, 3]);
    expect(await queue.schedule(name, { n: 4 }, { singletonKey: 'alarm-7' })).not.toBeNull();
    await expect.poll(() => ran.toSorted(), WAIT).toEqual([1, 3, 4]);
  });

  it('runs a job again after its handler failed', async () => {
    const name = freshName();
    let attempts = 0;
    const queue = openQueue(name, async () => {
      attempts++;
      if (attempts === 1) throw new Error('device gateway not ready');
    });
    await queue.start();
    await queue.schedule(name, { n: 1 });

    await expect.poll(() => attempts, WAIT).toBe(2);
    await expect.poll(async () => (await queue.pending())[name] ?? 0, WAIT).toBe(0);
    expect(attempts).toBe(2);
  });

  it('keeps a job across a restart', async () => {
    const name = freshName();
    const ran: number[] = [];
    const before = openQueue(name, async ({ n }) => {
      ran.push(n);
    });
    await before.start();
    await before.schedule(name, { n: 1 }, { delayMs: 1_500 });
    await before.stop();

    const after = openQueue(name, async ({ n }) => {
      ran.push(n);
    });
    await after.start();
    await expect.poll(() => ran, WAIT).toEqual([1]);
  });

  it.runIf(backend === 'pglite')('runs a job again whose process died while it ran', async () => {
    const name = freshName();
    let release: () => void = () => undefined;
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    const dying = openQueue(name, async () => {
      started++;
      await hanging;
    });
    await dying.start();
    await dying.schedule(name, { n: 1 });
    await expect.poll(() => started, WAIT).toBe(1);

    // The next process on the same data directory (the first one never comes back).
    const ran: number[] = [];
    const next = openQueue(name, async ({ n }) => {
      ran.push(n);
    });
    await next.start();
    await expect.poll(() => ran, WAIT).toEqual([1]);
    release();
  });

  it.runIf(backend === 'postgres')('runs each job once across two console servers', async () => {
    const name = freshName();
    const ran: number[] = [];
    const handler = async ({ n }: Probe) => {
      ran.push(n);
    };
    const first = openQueue(name, handler);
    const second = openQueue(name, handler);
    await Promise.all([first.start(), second.start()]);
    const numbers = Array.from({ length: 50 }, (_, n) => n);
    await Promise.all(numbers.map((n) => (n % 2 ? first : second).schedule(name, { n })));

    await expect.poll(() => ran.length, WAIT).toBeGreaterThanOrEqual(50);
    await expect.poll(async () => (await first.pending())[name] ?? 0, WAIT).toBe(0);
    expect(ran.toSorted((a, b) => a - b)).toEqual(numbers);
  });

  it.runIf(backend === 'postgres')('goes on working after its database connections were cut', async () => {
    const name = freshName();
    const ran: number[] = [];
    const queue = openQueue(name, async ({ n }) => {
      ran.push(n);
    });
    await queue.start();
    const cut = await database.db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'operator-console jobs' AND datname = current_database()`);
    expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);

    await expect.poll(() => queue.schedule(name, { n: 1 }).catch(() => null), WAIT).not.toBeNull();
    await expect.poll(() => ran, WAIT).toEqual([1]);
  });
});
