import { DeviceEngine } from './fleet/deviceEngine.ts';
import type { FleetKnobs } from './fleet/traits.ts';
import type { DeviceGateway, GatewayStatus, ReportHandler } from './gateway.ts';
import type { CommandEnvelope } from './protocol.ts';
import { ReportBatcher } from './reportBatcher.ts';

/** Options of the in-process gateway; `onRejected` hears of batches the handler refused. */
export interface SimulatedGatewayOptions {
  fleet: FleetKnobs;
  onRejected?: (error: unknown, size: number) => void;
}

/**
 * The device network in process: a seeded simulated fleet answers every command. Reports reach the
 * handler in batches about every 10 ms; a rejected batch is offered again with back-off (up to 2 s).
 */
export class SimulatedGateway implements DeviceGateway {
  /** The simulated devices, for tests (traits, live horn soundings). */
  readonly fleet: DeviceEngine;
  readonly #batcher: ReportBatcher;
  readonly #since = new Date().toISOString();
  #lastReportAt: string | null = null;
  #lastCommandAt: string | null = null;
  #closed = false;

  constructor(options: SimulatedGatewayOptions) {
    this.#batcher = new ReportBatcher({
      maxDelayMs: 10,
      maxBatch: 500,
      retryMinMs: 20,
      retryMaxMs: 2_000,
      onRejected: options.onRejected,
    });
    this.fleet = new DeviceEngine(options.fleet, (report) => {
      this.#lastReportAt = new Date().toISOString();
      this.#batcher.add(report);
    });
  }

  async start(): Promise<void> {}

  send(commands: readonly CommandEnvelope[]): void {
    if (this.#closed || commands.length === 0) return;
    this.#lastCommandAt = new Date().toISOString();
    for (const command of commands) this.fleet.handle(command);
  }

  onReport(handler: ReportHandler): void {
    this.#batcher.setHandler(handler);
  }

  status(): GatewayStatus {
    return {
      transport: 'simulated',
      connected: true,
      since: this.#since,
      lastReportAt: this.#lastReportAt,
      lastCommandAt: this.#lastCommandAt,
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.fleet.close();
    await this.#batcher.flush();
    this.#batcher.stop();
  }
}
