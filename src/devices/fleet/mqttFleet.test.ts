import { randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { MqttGateway } from '../mqttGateway.ts';
import { type DeviceReport, topics } from '../protocol.ts';
import { freePort, startBroker, stopBroker, TEST_BROKER_URL, testLog } from '../testBroker.ts';
import { kindOf, runMqttFleet } from './mqttFleet.ts';
import { commandsTo, reportCollector, testDeviceIds } from './testing.ts';
import type { FleetKnobs } from './traits.ts';

const quiet: FleetKnobs = {
  seed: 1,
  latencyMs: 5,
  faultRate: 0,
  unpoweredRate: 0,
  failoverRate: 0,
  soundingMs: 50,
};
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function consoleOnBroker(devices: readonly string[], url = TEST_BROKER_URL) {
  const gateway = new MqttGateway({
    url,
    log: testLog().log,
    shareGroup: `t${randomUUID().slice(0, 8)}`,
  });
  const collected = reportCollector(devices);
  gateway.onReport(collected.handler);
  cleanups.push(() => gateway.close());
  await gateway.start();
  return { gateway, ...collected };
}

// Removes the retained statuses a test left on the shared broker.
async function clearRetained(deviceIds: readonly string[]) {
  const client = await mqtt.connectAsync(TEST_BROKER_URL, { protocolVersion: 5 });
  for (const deviceId of deviceIds) {
    for (const mode of ['LIVE', 'EXERCISE'] as const) {
      await client.publishAsync(topics.status({ mode, kind: 'fgp', deviceId }), '', { qos: 1, retain: true });
    }
  }
  await client.endAsync();
}

describe('fleet on a broker', () => {
  it('announces its devices with a retained status and again after a firmware activation', async () => {
    const ids = testDeviceIds(3);
    cleanups.push(() => clearRetained(ids));
    const fleet = await runMqttFleet({
      url: TEST_BROKER_URL,
      knobs: quiet,
      deviceIds: ids,
      log: testLog().log,
    });
    cleanups.push(() => fleet.close());
    // A console that starts later still learns every device's status from the broker.
    const { gateway, reports } = await consoleOnBroker(ids);
    const statuses = () => reports.filter((r) => ids.includes(r.deviceId) && r.body.type === 'status');
    await expect
      .poll(() =>
        statuses()
          .map((r) => r.deviceId)
          .sort(),
      )
      .toEqual(ids);
    expect(
      statuses().every(
        (r) => r.commandId === null && r.body.type === 'status' && r.body.version === '4.12.3',
      ),
    ).toBe(true);

    gateway.send(commandsTo(ids.slice(0, 1), { type: 'activate', version: '5.1.0' }));
    await expect.poll(() => statuses().length).toBe(4);
    const retained = await retainedStatus(ids[0]!);
    expect(retained.body).toMatchObject({ type: 'status', version: '5.1.0' });
  });

  it('answers at most maxDevices devices and ignores the others', async () => {
    // A fleet without a device list answers every command on its broker: it gets a broker of its own.
    const port = await freePort();
    const broker = await startBroker(port);
    cleanups.push(() => stopBroker(broker));
    const url = `mqtt://127.0.0.1:${port}`;
    const ids = testDeviceIds(6);
    const fleet = await runMqttFleet({ url, knobs: quiet, maxDevices: 4, log: testLog().log });
    cleanups.push(() => fleet.close());
    const { gateway, devicesWith } = await consoleOnBroker(ids, url);
    gateway.send(commandsTo(ids, { type: 'poll' }));
    await expect.poll(() => devicesWith('status').size).toBe(4);
    await expect.poll(() => fleet.counts()).toMatchObject({ devices: 4, ignored: 2 });
  });

  it('reads the kind of a device from its code', () => {
    expect(['FGP-ZH-0001', 'KGP-BE-01', 'KSP-CH-1'].map(kindOf)).toEqual(['fgp', 'kgp', 'ksp']);
  });
});

async function retainedStatus(deviceId: string): Promise<DeviceReport> {
  const client = await mqtt.connectAsync(TEST_BROKER_URL, { protocolVersion: 5 });
  const message = new Promise<Buffer>((resolve) =>
    client.once('message', (_topic, payload) => resolve(payload)),
  );
  await client.subscribeAsync(topics.status({ mode: 'LIVE', kind: 'fgp', deviceId }), { qos: 1 });
  const payload = await message;
  await client.endAsync();
  return JSON.parse(payload.toString()) as DeviceReport;
}
