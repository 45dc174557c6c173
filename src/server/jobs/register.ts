import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { EmbeddedQueue } from './embeddedQueue.ts';
import { PgBossQueue } from './pgBossQueue.ts';
import type { JobLog } from './policy.ts';
import type { JobQueue } from './queue.ts';

// While the database does not answer at start, the queue is started again this often.
const START_RETRY_MS = 5_000;

/** The queue for the database: pg-boss on PostgreSQL, the table-backed timer on PGlite (ADR 0012). */
export function createJobQueue(database: Database, log: JobLog): JobQueue {
  if (database.kind === 'pglite') return new EmbeddedQueue(database.db, log);
  if (!database.url) throw new Error('the PostgreSQL database names no URL for the job queue');
  return new PgBossQueue(database.url, log);
}

/**
 * Decorates the app with `jobs`. Plugins register their handlers (`app.jobs.work`) while they are
 * registered; the queue starts when the app is ready and stops (waiting for running handlers) on close.
 */
export function registerJobs(app: FastifyInstance) {
  const jobs = createJobQueue(app.database, app.log);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const start = async () => {
    try {
      await jobs.start();
      app.log.info({ kind: jobs.kind }, 'job queue started');
    } catch (err) {
      // A database that does not answer at start must not stop the console: it is tried again later.
      if (closed) return;
      app.log.warn({ err, retryMs: START_RETRY_MS }, 'job queue not started, trying again');
      timer = setTimeout(start, START_RETRY_MS);
      timer.unref();
    }
  };

  app.decorate('jobs', jobs);
  app.addHook('onReady', start);
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    // A database gone at shutdown must not keep the server from closing.
    await jobs.stop().catch((err: unknown) => app.log.warn({ err }, 'job queue did not stop cleanly'));
  });
}
