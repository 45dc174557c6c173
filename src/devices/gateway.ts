import { randomUUID } from 'node:crypto';
import type { CommandEnvelope, DeviceReport } from './protocol.ts';

/** What the console knows of its device network at a glance (the sirens channel reads it). */
export interface GatewayStatus {
  transport: 'simulated' | 'mqtt';
  /** The transport is up (MQTT: connected to the broker; simulated: always). */
  connected: boolean;
  /** When `connected` last changed. */
  since: string;
  /** When the last report of any device arrived; null before the first. */
  lastReportAt: string | null;
  /** When the last command was handed to the transport; null before the first. */
  lastCommandAt: string | null;
}

/**
 * Consumes reports in batches; resolves once the batch is stored. The transport hands over only reports that
 * follow the protocol: it checks what comes from outside (MQTT: schema and topic), the console does not
 * check them again. A rejected batch (database down) is kept
 * by the transport and offered again, with back-off, until it is stored: no received report is dropped.
 */
export type ReportHandler = (reports: readonly DeviceReport[]) => Promise<void>;

/**
 * The only door between the console and its field devices (DESIGN.md §4a). `send` returns at once: what
 * becomes of a command arrives later as reports. A command sent again with the same id is the same
 * command (the device answers it once more; the console stores each report once).
 */
export interface DeviceGateway {
  start(): Promise<void>;
  send(commands: readonly CommandEnvelope[]): void;
  /** The console registers exactly one handler before `start`. */
  onReport(handler: ReportHandler): void;
  status(): GatewayStatus;
  /** Stops sending and receiving; reports already received are handed over first. */
  close(): Promise<void>;
}

/** A new command id. */
export const newCommandId = (): string => randomUUID();
