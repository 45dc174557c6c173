import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import mqtt, { type ISubscriptionMap, type MqttClient } from 'mqtt';

const CONNECT_TIMEOUT_MS = 3_000;

/** A connected (or connecting) client and when it is first ready. */
export interface DeviceNetworkClient {
  client: MqttClient;
  /** Resolves once subscribed, or once the first attempt failed: the client keeps reconnecting. */
  ready: Promise<void>;
}

/**
 * The MQTT client both ends of the device network use: MQTT 5, QoS 1 subscriptions renewed on every
 * connect, a unique client id, reconnect every second, Nagle off (43 ms → 3 ms per round trip, NOTES.md).
 */
export function connectDeviceNetwork(
  url: string,
  role: 'console' | 'fleet',
  subscriptions: ISubscriptionMap,
  onSubscribeError: (error: Error) => void,
): DeviceNetworkClient {
  const client = mqtt.connect(url, {
    protocolVersion: 5,
    clientId: `${role}-${randomUUID()}`,
    clean: true,
    reconnectPeriod: 1_000,
    connectTimeout: CONNECT_TIMEOUT_MS,
    resubscribe: false,
    // Lifts mosquitto's in-flight window (20) so a burst is written at once instead of queued (and dropped
    // beyond max_queued_messages).
    properties: { receiveMaximum: 65_535 },
    // mqtt.js traces every packet through `debug`, a measurable cost at thousands of messages a second.
    log: process.env.DEBUG ? undefined : () => {},
  });
  client.on('packetsend', () => holdWritesForThisTurn(client.stream));
  const ready = new Promise<void>((resolve) => {
    client.on('connect', () => {
      (client.stream as Socket).setNoDelay?.(true);
      client.subscribeAsync(subscriptions).then(
        () => resolve(),
        (error: Error) => {
          onSubscribeError(error);
          resolve();
        },
      );
    });
    client.once('close', () => resolve());
  });
  return { client, ready: Promise.race([ready, sleep(CONNECT_TIMEOUT_MS + 500, undefined, { ref: false })]) };
}

const held = new WeakSet<Duplex>();

/**
 * mqtt.js writes every packet on its own (a PUBACK for each report received, each command published), and
 * each write was a system call of its own: at 10,000 reports a sixth of the console's time in an alarm.
 * The first packet of a turn of the event loop corks the socket until the next turn, so the packets of
 * one turn leave in one write.
 */
function holdWritesForThisTurn(stream: Duplex): void {
  if (held.has(stream) || stream.destroyed) return;
  held.add(stream);
  stream.cork();
  setImmediate(() => {
    held.delete(stream);
    stream.uncork();
  });
}

/** Disconnects, waiting up to 2 s for messages in flight; never hangs when the broker is gone. */
export async function disconnect(client: MqttClient): Promise<void> {
  await Promise.race([client.endAsync(!client.connected), sleep(2_000, undefined, { ref: false })]);
  if (!client.disconnected) await client.endAsync(true);
}

/** A message's JSON; undefined when it is not JSON (the schema check then fails). */
export function jsonOf(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}
