import type { MqttClient } from 'mqtt';
import { type DeviceLog, rateLimited } from '../log.ts';
import { connectDeviceNetwork, disconnect, jsonOf } from '../mqttClient.ts';
import {
  type CommandEnvelope,
  CommandEnvelopeSchema,
  DEVICE_KINDS,
  type DeviceKind,
  type DeviceReport,
  parseTopic,
  topics,
} from '../protocol.ts';
import { DeviceEngine } from './deviceEngine.ts';
import type { FleetKnobs } from './traits.ts';

/** Where the fleet plays and which devices it is. */
export interface MqttFleetOptions {
  url: string;
  knobs: FleetKnobs;
  /** Answer at most this many distinct devices (the first ones commanded). */
  maxDevices?: number;
  /** The devices this fleet is: it answers only them and (unless `announce` is false) publishes their status. */
  deviceIds?: readonly string[];
  announce?: boolean;
  /** Firmware a device runs at start, when it is not the fleet's usual one. */
  firmware?: ReadonlyMap<string, string>;
  log: DeviceLog;
}

/** What a running fleet has done so far. */
export interface FleetCounts {
  commands: number;
  ignored: number;
  invalid: number;
  reports: number;
  devices: number;
}

/** A fleet playing on a broker. */
export interface MqttFleet {
  readonly engine: DeviceEngine;
  connected(): boolean;
  counts(): FleetCounts;
  close(): Promise<void>;
}

/**
 * Plays simulated devices on an MQTT broker with the same engine as the in-process gateway: answers every
 * command on `alert/+/+/+/cmd` (QoS 1) with reports on the devices' report topics. Status reports a device
 * sends by itself are published retained on its status topic. One client plays the whole fleet, so a
 * per-device last will ("offline") is not possible: the retained status is all a console sees at start.
 */
export async function runMqttFleet(options: MqttFleetOptions): Promise<MqttFleet> {
  const counts: FleetCounts = { commands: 0, ignored: 0, invalid: 0, reports: 0, devices: 0 };
  const known = options.deviceIds ? new Set(options.deviceIds) : null;
  const answered = new Set<string>();
  const warn = rateLimited((d, m) => options.log.warn(d, m));
  const subscriptions = { [topics.allCommands]: { qos: 1 as const } };
  const { client, ready } = connectDeviceNetwork(options.url, 'fleet', subscriptions, (error) =>
    warn({ err: error.message }, 'MQTT subscribe failed'),
  );
  const engine = new DeviceEngine(
    options.knobs,
    (report) => publish(client, report, counts),
    options.firmware,
  );

  const accepts = (deviceId: string): boolean => {
    if (known && !known.has(deviceId)) return false;
    if (answered.has(deviceId)) return true;
    if (options.maxDevices !== undefined && answered.size >= options.maxDevices) return false;
    answered.add(deviceId);
    counts.devices = answered.size;
    return true;
  };
  client.on('message', (topic, payload) => {
    const command = commandOf(topic, payload);
    if (!command) {
      counts.invalid += 1;
      warn({ topic }, 'invalid command ignored');
    } else if (accepts(command.deviceId)) {
      counts.commands += 1;
      engine.handle(command);
    } else counts.ignored += 1;
  });
  client.on('error', (error) => warn({ err: error.message }, 'MQTT connection problem'));
  await ready;
  for (const deviceId of options.announce === false ? [] : (options.deviceIds ?? [])) {
    const status = engine.statusReport({ deviceId, kind: kindOf(deviceId), mode: 'LIVE' });
    if (status) publish(client, status, counts);
  }
  return {
    engine,
    connected: () => client.connected,
    counts: () => ({ ...counts }),
    close: async () => {
      engine.close();
      await disconnect(client);
    },
  };
}

function publish(client: MqttClient, report: DeviceReport, counts: FleetCounts): void {
  const retained = report.body.type === 'status' && report.commandId === null;
  const topic = retained ? topics.status(report) : topics.report(report);
  counts.reports += 1;
  client.publish(topic, JSON.stringify(report), { qos: 1, retain: retained });
}

function commandOf(topic: string, payload: Buffer): CommandEnvelope | null {
  const address = parseTopic(topic);
  if (address?.leaf !== 'cmd') return null;
  const json = jsonOf(payload);
  const parsed = CommandEnvelopeSchema.safeParse(json);
  if (!parsed.success) return null;
  const { mode, kind, deviceId } = parsed.data;
  return mode === address.mode && kind === address.kind && deviceId === address.deviceId ? parsed.data : null;
}

/** The protocol kind of a component code: `FGP-ZH-0001` → fgp. */
export function kindOf(deviceId: string): DeviceKind {
  const prefix = deviceId.slice(0, 3).toLowerCase();
  return (DEVICE_KINDS as readonly string[]).includes(prefix) ? (prefix as DeviceKind) : 'fgp';
}
