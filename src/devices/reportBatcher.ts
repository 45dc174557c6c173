import { setTimeout as sleep } from 'node:timers/promises';
import type { ReportHandler } from './gateway.ts';
import type { DeviceReport } from './protocol.ts';

/** How a batcher waits and retries. */
export interface BatcherOptions {
  /** The longest a report waits before its batch is handed over. */
  maxDelayMs: number;
  /** A batch is handed over at once when it reaches this size. */
  maxBatch: number;
  /** Batches handed over at the same time (default 1: one after the other). */
  inFlight?: number;
  /** Back-off after a rejected batch: doubles from `retryMinMs` up to `retryMaxMs`. */
  retryMinMs: number;
  retryMaxMs: number;
  onRejected?: (error: unknown, size: number) => void;
}

/**
 * Collects reports and hands them to the handler in batches, up to `inFlight` batches at a time (the
 * handler must then take batches in any order). A batch the handler rejects is put back at the front and
 * offered again with back-off, so no received report is dropped.
 */
export class ReportBatcher {
  readonly #options: BatcherOptions;
  #handler: ReportHandler | null = null;
  #pending: DeviceReport[] = [];
  #timer: NodeJS.Timeout | null = null;
  readonly #delivering = new Set<Promise<void>>();
  #backoffMs = 0;

  constructor(options: BatcherOptions) {
    this.#options = options;
  }

  /** The one consumer; reports collected before it is set wait for it. */
  setHandler(handler: ReportHandler): void {
    this.#handler = handler;
    this.#schedule(0);
  }

  /** Reports waiting to be handed over. */
  get pending(): number {
    return this.#pending.length;
  }

  add(report: DeviceReport): void {
    this.#pending.push(report);
    if (this.#pending.length >= this.#options.maxBatch) this.#schedule(0);
    else this.#schedule(this.#options.maxDelayMs);
  }

  /** Hands over everything collected; tries `attempts` times per batch, then gives the rest up. */
  async flush(attempts = 3): Promise<void> {
    this.#clearTimer();
    await Promise.all(this.#delivering);
    let failures = 0;
    while (this.#pending.length > 0 && this.#handler && failures < attempts) {
      if (await this.#deliverOne()) failures = 0;
      else {
        failures += 1;
        await sleep(this.#backoffMs);
      }
    }
  }

  /** Stops the timer; whatever was not handed over stays in `pending`. */
  stop(): void {
    this.#clearTimer();
  }

  #schedule(delayMs: number): void {
    const full = this.#delivering.size >= (this.#options.inFlight ?? 1);
    if (!this.#handler || full || this.#pending.length === 0) return;
    if (this.#timer && delayMs > 0) return;
    this.#clearTimer();
    this.#timer = setTimeout(() => this.#run(), Math.max(delayMs, this.#backoffMs));
    this.#timer.unref();
  }

  #run(): void {
    this.#timer = null;
    const delivering: Promise<void> = this.#deliverOne().then(() => {
      this.#delivering.delete(delivering);
      this.#scheduleNext();
    });
    this.#delivering.add(delivering);
    // Another batch may go while this one is stored.
    this.#scheduleNext();
  }

  #scheduleNext(): void {
    this.#schedule(this.#pending.length >= this.#options.maxBatch ? 0 : this.#options.maxDelayMs);
  }

  // Hands over the oldest batch; true when the handler stored it.
  async #deliverOne(): Promise<boolean> {
    const batch = this.#pending.splice(0, this.#options.maxBatch);
    if (batch.length === 0 || !this.#handler) return true;
    try {
      await this.#handler(batch);
      this.#backoffMs = 0;
      return true;
    } catch (error) {
      this.#pending.unshift(...batch);
      const { retryMinMs, retryMaxMs } = this.#options;
      this.#backoffMs = Math.min(retryMaxMs, Math.max(retryMinMs, this.#backoffMs * 2));
      this.#options.onRejected?.(error, batch.length);
      return false;
    }
  }

  #clearTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
