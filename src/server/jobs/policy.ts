import type { FastifyBaseLogger } from 'fastify';

/** Where a queue reports failed handlers and database trouble (the app's logger in the server). */
export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A job name's handler, as given to `JobQueue.work`. */
export type JobHandler = (data: object) => Promise<void>;

/** Retries after a failed run, on both queues: a job runs at most 1 + JOB_RETRY_LIMIT times. */
export const JOB_RETRY_LIMIT = 3;

/** The first retry waits this long, each further one twice as long as the one before. */
export const JOB_RETRY_DELAY_MS = 1_000;

/** The longest wait between two runs of a failing job. */
export const JOB_RETRY_DELAY_MAX_MS = 30_000;

/** How long `stop()` waits for running handlers before it lets them go. */
export const JOB_STOP_WAIT_MS = 10_000;

/** The wait before retry number `retry` (1 for the first retry). */
export function retryDelayMs(retry: number): number {
  return Math.min(JOB_RETRY_DELAY_MAX_MS, JOB_RETRY_DELAY_MS * 2 ** (retry - 1));
}

/**
 * A warning that repeats at most once per `quietMs` while the same trouble lasts (a database outage makes
 * every poll fail), so the log shows the outage without drowning in it.
 */
export function throttledWarning(log: JobLog, message: string, quietMs = 30_000) {
  let lastAt = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (err: unknown) => {
    const now = Date.now();
    if (now - lastAt < quietMs) {
      suppressed++;
      return;
    }
    log.warn({ err, suppressed }, message);
    lastAt = now;
    suppressed = 0;
  };
}
