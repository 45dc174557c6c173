/**
 * Timed work that must run exactly once across every console server and survive a restart: command
 * retries and "no answer" deadlines, an alarm's sounding window, and later escalations, staged rollouts,
 * scheduled activations and test starts. pg-boss on PostgreSQL, a table-backed timer on the embedded
 * database (ADR 0012). Handlers must be idempotent: a job whose server died mid-way runs again.
 */
export interface JobQueue {
  /** Which implementation runs (shown on the health page for operations). */
  readonly kind: 'pg-boss' | 'embedded';
  /** Registers the handler of a job name; call before `start`. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): void;
  /**
   * Schedules a job `delayMs` from now. With a `singletonKey`, a second job of the same key is not added
   * while the first has not run (answers null then).
   */
  schedule<T extends object>(
    name: string,
    data: T,
    options?: { delayMs?: number; singletonKey?: string },
  ): Promise<string | null>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running handlers to end. */
  stop(): Promise<void>;
  /** Jobs waiting or running, per name (for operations and tests). */
  pending(): Promise<Record<string, number>>;
}
