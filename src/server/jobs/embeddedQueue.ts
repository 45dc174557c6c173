import { and, asc, eq, inArray, lt, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/alarming.ts';
import { JOB_RETRY_LIMIT, JOB_STOP_WAIT_MS, type JobHandler, type JobLog, retryDelayMs } from './policy.ts';
import type { JobQueue } from './queue.ts';

// Handlers running at once.
const CONCURRENCY = 4;
// A claimed job's run_at: never due, so no second claim takes it while its handler runs.
const CLAIMED = sql`'infinity'::timestamptz`;
// While the database fails, the queue looks again this often.
const RETRY_MS = 5_000;
// setTimeout's longest delay; a job further away is looked at again when the timer fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

type ClaimedJob = Pick<typeof scheduledJobs.$inferSelect, 'id' | 'name' | 'data' | 'attempts'>;

/**
 * The JobQueue on the embedded database (PGlite), where pg-boss does not run (ADR 0012): jobs are rows of
 * `scheduled_job`, so they survive a restart, and one timer is armed to the earliest `run_at`.
 * A job is claimed by setting its `run_at` to infinity in one statement and deleted once its handler
 * succeeded. Only one process ever opens a PGlite directory, so no other server claims jobs (no locks
 * needed), and a claimed row found at start belongs to a run that died with its process: it runs again
 * (at least once, as on pg-boss).
 */
export class EmbeddedQueue implements JobQueue {
  readonly kind = 'embedded';
  readonly #db: Db;
  readonly #log: JobLog;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #running = new Map<number, Promise<void>>();
  #started = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #armedAt = Number.POSITIVE_INFINITY;
  // Drains run one after the other; `#queued` says one is already waiting to run.
  #turn: Promise<void> = Promise.resolve();
  #queued = false;

  constructor(db: Db, log: JobLog) {
    this.#db = db;
    this.#log = log;
  }

  work<T extends object>(name: string, handler: (data: T) => Promise<void>): void {
    this.#handlers.set(name, handler as JobHandler);
    this.#kick();
  }

  async schedule<T extends object>(
    name: string,
    data: T,
    options: { delayMs?: number; singletonKey?: string } = {},
  ): Promise<string | null> {
    const runAt = new Date(Date.now() + Math.max(0, options.delayMs ?? 0));
    // The unique index on singleton_key refuses a second waiting job of the same key.
    const [row] = await this.#db
      .insert(scheduledJobs)
      .values({ name, data, runAt, singletonKey: options.singletonKey })
      .onConflictDoNothing()
      .returning({ id: scheduledJobs.id });
    if (!row) return null;
    this.#arm(runAt.getTime());
    return String(row.id);
  }

  async start(): Promise<void> {
    await this.#db.update(scheduledJobs).set({ runAt: new Date() }).where(eq(scheduledJobs.runAt, CLAIMED));
    this.#started = true;
    this.#kick();
    await this.#turn;
  }

  async stop(): Promise<void> {
    this.#started = false;
    clearTimeout(this.#timer);
    this.#armedAt = Number.POSITIVE_INFINITY;
    await this.#turn;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, JOB_STOP_WAIT_MS);
    });
    await Promise.race([Promise.allSettled(this.#running.values()), timeout]);
    clearTimeout(timer);
  }

  async pending(): Promise<Record<string, number>> {
    const rows = await this.#db
      .select({ name: scheduledJobs.name, n: sql<number>`count(*)::int` })
      .from(scheduledJobs)
      .groupBy(scheduledJobs.name);
    return Object.fromEntries(rows.map((row) => [row.name, row.n]));
  }

  /** Sets the timer to `at` unless it fires earlier already. */
  #arm(at: number) {
    if (!this.#started || at >= this.#armedAt) return;
    clearTimeout(this.#timer);
    this.#armedAt = at;
    this.#timer = setTimeout(
      () => {
        this.#armedAt = Number.POSITIVE_INFINITY;
        this.#kick();
      },
      Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())),
    );
    this.#timer.unref();
  }

  /** Runs a drain after the current one (at most one waits). */
  #kick() {
    if (!this.#started || this.#queued) return;
    this.#queued = true;
    this.#turn = this.#turn.then(async () => {
      this.#queued = false;
      await this.#drain().catch((err: unknown) => {
        this.#log.warn({ err }, 'job queue: database failed, trying again');
        this.#arm(Date.now() + RETRY_MS);
      });
    });
  }

  /** Starts every due job (up to CONCURRENCY at once), then arms the timer to the next one. */
  async #drain() {
    while (this.#started && this.#running.size < CONCURRENCY) {
      const job = await this.#claim();
      if (!job) break;
      if (!this.#started) return;
      const run = this.#run(job).finally(() => {
        this.#running.delete(job.id);
        this.#kick();
      });
      this.#running.set(job.id, run);
    }
    await this.#armNext();
  }

  /**
   * Claims the earliest due job of a name with a handler. Its singleton key is freed: once a job
   * runs, the same key may be scheduled again (as on pg-boss), e.g. by the handler for its next round.
   */
  async #claim(): Promise<ClaimedJob | undefined> {
    const names = [...this.#handlers.keys()];
    if (names.length === 0) return undefined;
    const due = this.#db
      .select({ id: scheduledJobs.id })
      .from(scheduledJobs)
      .where(and(lte(scheduledJobs.runAt, new Date()), inArray(scheduledJobs.name, names)))
      .orderBy(asc(scheduledJobs.runAt), asc(scheduledJobs.id))
      .limit(1);
    const [job] = await this.#db
      .update(scheduledJobs)
      .set({ runAt: CLAIMED, singletonKey: null })
      .where(inArray(scheduledJobs.id, due))
      .returning({
        id: scheduledJobs.id,
        name: scheduledJobs.name,
        data: scheduledJobs.data,
        attempts: scheduledJobs.attempts,
      });
    return job;
  }

  async #armNext() {
    if (!this.#started || this.#running.size >= CONCURRENCY || this.#handlers.size === 0) return;
    const [next] = await this.#db
      .select({ at: min(scheduledJobs.runAt) })
      .from(scheduledJobs)
      .where(and(inArray(scheduledJobs.name, [...this.#handlers.keys()]), lt(scheduledJobs.runAt, CLAIMED)));
    if (next?.at) this.#arm(next.at.getTime());
  }

  async #run(job: ClaimedJob) {
    try {
      await this.#handlers.get(job.name)?.(job.data as object);
    } catch (err) {
      await this.#failed(job, err);
      return;
    }
    await this.#db
      .delete(scheduledJobs)
      .where(eq(scheduledJobs.id, job.id))
      .catch((err: unknown) =>
        this.#log.warn({ err, id: job.id }, 'job done but not removed: it runs again at the next start'),
      );
  }

  /** Runs the job again after a back-off, or drops it after its last retry. */
  async #failed(job: ClaimedJob, err: unknown) {
    const retry = job.attempts + 1;
    const context = { err, name: job.name, id: job.id, retryCount: job.attempts };
    try {
      if (retry > JOB_RETRY_LIMIT) {
        this.#log.error(context, 'job failed for the last time, dropped');
        await this.#db.delete(scheduledJobs).where(eq(scheduledJobs.id, job.id));
        return;
      }
      this.#log.warn(context, 'job failed, it will run again');
      const runAt = new Date(Date.now() + retryDelayMs(retry));
      await this.#db
        .update(scheduledJobs)
        .set({ attempts: retry, runAt })
        .where(eq(scheduledJobs.id, job.id));
    } catch (dbErr) {
      this.#log.warn({ err: dbErr, id: job.id }, 'job failure not recorded: it runs again at the next start');
    }
  }
}
