import type { MqttClient } from 'mqtt';
import type { DeviceGateway, GatewayStatus, ReportHandler } from './gateway.ts';
import { type DeviceLog, rateLimited } from './log.ts';
import { connectDeviceNetwork, disconnect, jsonOf } from './mqttClient.ts';
import {
  type CommandEnvelope,
  type DeviceReport,
  DeviceReportSchema,
  parseTopic,
  topics,
} from './protocol.ts';
import { ReportBatcher } from './reportBatcher.ts';

/** Retained device statuses; every console server may store them (the primary key dedups). */
const STATUS_TOPIC = 'alert/+/+/+/status';

/** Where the broker is and where to log. */
export interface MqttGatewayOptions {
  url: string;
  log: DeviceLog;
  /**
   * The shared-subscription group of the console servers (default `console`: each report reaches one of
   * them). Tests pick their own so that consoles of other runs on the same broker do not take their reports.
   */
  shareGroup?: string;
}

/**
 * The device network over an MQTT broker (DESIGN.md §4a): commands go out QoS 1 to each device's command
 * topic; reports come in over the shared subscription (each reaches one console server), are checked
 * against their schema and topic, and reach the handler in batches (≤ 20 ms / 500, two at a time). The broker may be
 * gone: `start` still resolves, the client keeps reconnecting, `send` queues offline, `status` tells.
 */
export class MqttGateway implements DeviceGateway {
  readonly #options: MqttGatewayOptions;
  readonly #batcher: ReportBatcher;
  readonly #warnInvalid: (details: object, message: string) => void;
  readonly #warnTransport: (details: object, message: string) => void;
  #client: MqttClient | null = null;
  #connected = false;
  #since = new Date().toISOString();
  #lastReportAt: string | null = null;
  #lastCommandAt: string | null = null;
  #invalidReports = 0;
  #closed = false;

  constructor(options: MqttGatewayOptions) {
    this.#options = options;
    this.#warnInvalid = rateLimited((d, m) => options.log.warn(d, m));
    this.#warnTransport = rateLimited((d, m) => options.log.warn(d, m));
    this.#batcher = new ReportBatcher({
      maxDelayMs: 20,
      maxBatch: 500,
      // Two batches stored side by side, of different devices: one is written while the other waits for the
      // database, and neither waits for the other's locks (ADR 0025).
      lanes: 2,
      retryMinMs: 50,
      retryMaxMs: 2_000,
      onRejected: (error, size) =>
        this.#warnTransport({ err: error, size }, 'device reports not stored, retrying'),
    });
  }

  /** Resolves once subscribed, or after the first connection attempt failed (it keeps reconnecting). */
  async start(): Promise<void> {
    const { client, ready } = connectDeviceNetwork(
      this.#options.url,
      'console',
      this.#subscriptions(),
      (error) => this.#warnTransport({ err: error.message }, 'MQTT subscribe failed'),
    );
    this.#client = client;
    client.on('connect', () => this.#setConnected(true));
    client.on('close', () => this.#setConnected(false));
    client.on('error', (error) => this.#warnTransport({ err: error.message }, 'MQTT connection problem'));
    client.on('message', (topic, payload) => this.#receive(topic, payload));
    await ready;
  }

  /** Publishes each command QoS 1; while the broker is gone, mqtt.js keeps them in its offline queue. */
  send(commands: readonly CommandEnvelope[]): void {
    const client = this.#client;
    if (this.#closed || commands.length === 0) return;
    if (!client) {
      this.#warnTransport({ count: commands.length }, 'commands sent before start, not published');
      return;
    }
    this.#lastCommandAt = new Date().toISOString();
    for (const command of commands) {
      client.publish(topics.command(command), JSON.stringify(command), { qos: 1 }, (error) => {
        if (error)
          this.#warnTransport({ err: error.message, deviceId: command.deviceId }, 'command not published');
      });
    }
  }

  onReport(handler: ReportHandler): void {
    this.#batcher.setHandler(handler);
  }

  status(): GatewayStatus {
    return {
      transport: 'mqtt',
      connected: this.#connected,
      since: this.#since,
      lastReportAt: this.#lastReportAt,
      lastCommandAt: this.#lastCommandAt,
    };
  }

  /** Reports dropped because they were not valid or did not match their topic. */
  get invalidReports(): number {
    return this.#invalidReports;
  }

  /** Disconnects (waiting briefly for commands in flight), then hands over the reports received. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#client) await disconnect(this.#client);
    await this.#batcher.flush();
    this.#batcher.stop();
  }

  #subscriptions() {
    const group = this.#options.shareGroup;
    const reports = group
      ? topics.sharedReports.replace('$share/console/', `$share/${group}/`)
      : topics.sharedReports;
    return { [reports]: { qos: 1 as const }, [STATUS_TOPIC]: { qos: 1 as const } };
  }

  #setConnected(connected: boolean): void {
    if (connected === this.#connected) return;
    this.#connected = connected;
    this.#since = new Date().toISOString();
    if (connected) this.#options.log.info({ url: this.#options.url }, 'MQTT connected');
    else if (!this.#closed) this.#options.log.warn({ url: this.#options.url }, 'MQTT disconnected');
  }

  #receive(topic: string, payload: Buffer): void {
    // An empty retained message clears a status on the broker: nothing to store.
    if (payload.length === 0) return;
    const report = this.#validate(topic, payload);
    if (!report) {
      this.#invalidReports += 1;
      this.#warnInvalid({ topic, invalid: this.#invalidReports }, 'invalid device report dropped');
      return;
    }
    this.#lastReportAt = new Date().toISOString();
    this.#batcher.add(report);
  }

  #validate(topic: string, payload: Buffer): DeviceReport | null {
    const address = parseTopic(topic);
    if (!address || address.leaf === 'cmd') return null;
    const json = jsonOf(payload);
    const parsed = DeviceReportSchema.safeParse(json);
    if (!parsed.success) return null;
    const report = parsed.data;
    const matches =
      report.mode === address.mode && report.kind === address.kind && report.deviceId === address.deviceId;
    const fitsLeaf = address.leaf === 'report' || report.body.type === 'status';
    return matches && fitsLeaf ? report : null;
  }
}
