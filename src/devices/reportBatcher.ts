import { setTimeout as sleep } from 'node:timers/promises';
import type { ReportHandler } from './gateway.ts';
import type { DeviceReport } from './protocol.ts';

/** How a batcher waits and retries. */
export interface BatcherOptions {
  /** The longest a report waits before its batch is handed over. */
  maxDelayMs: number;
  /** A batch is handed over at once when it reaches this size. */
  maxBatch: number;
  /**
   * Batches stored side by side (default 1). The reports are split by device into this many lanes, each
   * handing over one batch at a time: a device's reports keep their order, and two batches in flight never
   * share a device, so they do not wait for each other's locks.
   */
  lanes?: number;
  /** Back-off after a rejected batch: doubles from `retryMinMs` up to `retryMaxMs`. */
  retryMinMs: number;
  retryMaxMs: number;
  onRejected?: (error: unknown, size: number) => void;
}

// FNV-1a of the device id: the same device always goes to the same lane.
function laneOf(deviceId: string, lanes: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < deviceId.length; i++) hash = Math.imul(hash ^ deviceId.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % lanes;
}

/**
 * Collects reports and hands them to the handler in batches, one batch per lane at a time (with several
 * lanes the handler takes batches of different devices side by side). A batch the handler rejects is put
 * back at the front of its lane and offered again with back-off, so no received report is dropped.
 */
export class ReportBatcher {
  readonly #lanes: Lane[];

  constructor(options: BatcherOptions) {
    this.#lanes = Array.from({ length: Math.max(1, options.lanes ?? 1) }, () => new Lane(options));
  }

  /** The one consumer; reports collected before it is set wait for it. */
  setHandler(handler: ReportHandler): void {
    for (const lane of this.#lanes) lane.setHandler(handler);
  }

  /** Reports waiting to be handed over. */
  get pending(): number {
    return this.#lanes.reduce((sum, lane) => sum + lane.pending, 0);
  }

  add(report: DeviceReport): void {
    this.#lanes[laneOf(report.deviceId, this.#lanes.length)]?.add(report);
  }

  /** Hands over everything collected; tries `attempts` times per batch, then gives the rest up. */
  async flush(attempts = 3): Promise<void> {
    await Promise.all(this.#lanes.map((lane) => lane.flush(attempts)));
  }

  /** Stops the timers; whatever was not handed over stays in `pending`. */
  stop(): void {
    for (const lane of this.#lanes) lane.stop();
  }
}

/** One lane: its batches are handed over one after the other. */
class Lane {
  readonly #options: BatcherOptions;
  #handler: ReportHandler | null = null;
  #pending: DeviceReport[] = [];
  #timer: NodeJS.Timeout | null = null;
  #delivering: Promise<void> | null = null;
  #backoffMs = 0;

  constructor(options: BatcherOptions) {
    this.#options = options;
  }

  setHandler(handler: ReportHandler): void {
    this.#handler = handler;
    this.#schedule(0);
  }

  get pending(): number {
    return this.#pending.length;
  }

  add(report: DeviceReport): void {
    this.#pending.push(report);
    if (this.#pending.length >= this.#options.maxBatch) this.#schedule(0);
    else this.#schedule(this.#options.maxDelayMs);
  }

  async flush(attempts: number): Promise<void> {
    await this.#delivering;
    // After the batch in flight: it may have scheduled the next.
    this.#clearTimer();
    let failures = 0;
    while (this.#pending.length > 0 && this.#handler && failures < attempts) {
      if (await this.#deliverOne()) failures = 0;
      else {
        failures += 1;
        await sleep(this.#backoffMs);
      }
    }
  }

  stop(): void {
    this.#clearTimer();
  }

  #schedule(delayMs: number): void {
    if (!this.#handler || this.#delivering || this.#pending.length === 0) return;
    if (this.#timer && delayMs > 0) return;
    this.#clearTimer();
    this.#timer = setTimeout(() => this.#run(), Math.max(delayMs, this.#backoffMs));
    this.#timer.unref();
  }

  #run(): void {
    this.#timer = null;
    this.#delivering = this.#deliverOne().then(() => {
      this.#delivering = null;
      this.#scheduleNext();
    });
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
