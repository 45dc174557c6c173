import { randomUUID } from 'node:crypto';
import { type JobResult, type JobWithMetadata, PgBoss, type Queue } from 'pg-boss';
import {
  JOB_RETRY_DELAY_MAX_MS,
  JOB_RETRY_DELAY_MS,
  JOB_RETRY_LIMIT,
  JOB_STOP_WAIT_MS,
  type JobHandler,
  type JobLog,
  throttledWarning,
} from './policy.ts';
import type { JobQueue } from './queue.ts';

/** pg-boss keeps its tables in a schema of its own, beside ours and outside our migrations. */
export const PG_BOSS_SCHEMA = 'pgboss';

// pg-boss 12's shortest polling interval (POLICY.MIN_POLLING_INTERVAL_MS = 500 ms): a due job starts
// within about half a second.
const POLLING_SECONDS = 0.5;

// Up to BATCH_SIZE due jobs are fetched at once and run side by side; while fetches come back full the
// worker fetches again at once, so many jobs due together do not wait one polling interval each.
const BATCH_SIZE = 4;

const WORK_OPTIONS = {
  batchSize: BATCH_SIZE,
  burstWhenBatchFull: true,
  pollingIntervalSeconds: POLLING_SECONDS,
  includeMetadata: true,
  perJobResults: true,
} as const;

const QUEUE_OPTIONS: Omit<Queue, 'name'> = {
  // One waiting job per singleton key; once it runs (or waits for a retry) the key is free again, so a
  // handler may schedule its own follow-up under the same key. Keyless jobs get a unique key each.
  policy: 'short',
  retryLimit: JOB_RETRY_LIMIT,
  retryDelay: JOB_RETRY_DELAY_MS / 1000,
  retryBackoff: true,
  retryDelayMax: JOB_RETRY_DELAY_MAX_MS / 1000,
  // A running job's server beats every 5 s; the job of a server that died runs again ~10-20 s later.
  heartbeatSeconds: 10,
  expireInSeconds: 300,
  deleteAfterSeconds: 24 * 3600,
};

/** The JobQueue on PostgreSQL: pg-boss, which several console servers share safely (ADR 0012). */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss';
  readonly #boss: PgBoss;
  readonly #log: JobLog;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #queues = new Map<string, Promise<void>>();
  readonly #working = new Set<string>();
  #started = false;

  constructor(url: string, log: JobLog) {
    this.#log = log;
    this.#boss = new PgBoss({
      connectionString: url,
      schema: PG_BOSS_SCHEMA,
      application_name: 'operator-console jobs',
      max: 4,
      connectionTimeoutMillis: 2_000,
      // No cron schedules: timed work is sent with startAfter.
      schedule: false,
      // Heartbeats and expiry are checked this often (once across all servers).
      superviseIntervalSeconds: 10,
      monitorIntervalSeconds: 10,
    });
    // Without a listener an 'error' event would end the process; during an outage every poll fails.
    this.#boss.on('error', throttledWarning(log, 'job queue: database trouble (pg-boss)'));
    this.#boss.on('warning', (warning) => log.warn({ warning }, 'job queue: pg-boss warning'));
  }

  work<T extends object>(name: string, handler: (data: T) => Promise<void>): void {
    this.#handlers.set(name, handler as JobHandler);
    if (this.#started)
      this.#subscribe(name).catch((err: unknown) =>
        this.#log.error({ err, name }, 'job queue: worker not started'),
      );
  }

  async schedule<T extends object>(
    name: string,
    data: T,
    options: { delayMs?: number; singletonKey?: string } = {},
  ): Promise<string | null> {
    await this.#queue(name);
    const { delayMs = 0, singletonKey = `job:${randomUUID()}` } = options;
    // Seconds, counted by the database's clock (servers' clocks may differ a little).
    const startAfter = delayMs > 0 ? delayMs / 1000 : undefined;
    return this.#boss.send(name, data, { singletonKey, startAfter });
  }

  /** Safe to call again after a failure (the database did not answer): it goes on where it stopped. */
  async start(): Promise<void> {
    await this.#boss.start();
    for (const name of this.#handlers.keys()) await this.#subscribe(name);
    this.#started = true;
  }

  async stop(): Promise<void> {
    this.#started = false;
    await this.#boss.stop({ graceful: true, timeout: JOB_STOP_WAIT_MS, close: true });
  }

  async pending(): Promise<Record<string, number>> {
    const { rows } = await this.#boss
      .getDb()
      .executeSql(
        `SELECT name, count(*)::int AS n FROM ${PG_BOSS_SCHEMA}.job WHERE state < 'completed' GROUP BY name`,
      );
    return Object.fromEntries(rows.map((row: { name: string; n: number }) => [row.name, row.n]));
  }

  #queue(name: string): Promise<void> {
    let created = this.#queues.get(name);
    if (!created) {
      created = this.#boss.createQueue(name, QUEUE_OPTIONS);
      // A failure (the database away) is not remembered: the next call tries again.
      created.catch(() => this.#queues.delete(name));
      this.#queues.set(name, created);
    }
    return created;
  }

  async #subscribe(name: string) {
    const handler = this.#handlers.get(name);
    if (!handler || this.#working.has(name)) return;
    await this.#queue(name);
    this.#working.add(name);
    await this.#boss
      .work<object, void, typeof WORK_OPTIONS>(name, WORK_OPTIONS, (batch) =>
        Promise.all(batch.map((job) => this.#run(handler, job))),
      )
      .catch((err: unknown) => {
        this.#working.delete(name);
        throw err;
      });
  }

  /** Runs one job of a batch; a failure fails (and retries) that job alone. */
  async #run(handler: JobHandler, job: JobWithMetadata<object>): Promise<JobResult> {
    try {
      await handler(job.data);
      return { id: job.id, status: 'completed' };
    } catch (err) {
      const context = { err, name: job.name, id: job.id, retryCount: job.retryCount };
      if (job.retryCount < job.retryLimit) this.#log.warn(context, 'job failed, it will run again');
      else this.#log.error(context, 'job failed for the last time, dropped');
      return { id: job.id, status: 'failed', output: { message: String(err) } };
    }
  }
}
