import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { type MqttFleet, runMqttFleet } from './fleet/mqttFleet.ts';
import { commandsTo, faultless, faultyTestFleet, reportCollector, testDeviceIds } from './fleet/testing.ts';
import { type FleetKnobs, fleetTraitsOf } from './fleet/traits.ts';
import { MqttGateway } from './mqttGateway.ts';
import { type DeviceReport, topics } from './protocol.ts';
import { freePort, startBroker, stopBroker, TEST_BROKER_URL, testLog } from './testBroker.ts';

const knobs = faultyTestFleet(5, 100);
const quiet = faultless(knobs);
const trigger = { type: 'trigger', signal: 'WATER_ALARM' } as const;
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function consoleOn(url: string, shareGroup: string, devices: readonly string[]) {
  const { log, lines } = testLog();
  const gateway = new MqttGateway({ url, log, shareGroup });
  const collected = reportCollector(devices);
  gateway.onReport(collected.handler);
  cleanups.push(() => gateway.close());
  await gateway.start();
  return { gateway, lines, ...collected };
}

async function fleetOn(url: string, deviceIds: string[], fleetKnobs: FleetKnobs): Promise<MqttFleet> {
  const fleet = await runMqttFleet({
    url,
    knobs: fleetKnobs,
    deviceIds,
    announce: false,
    log: testLog().log,
  });
  cleanups.push(() => fleet.close());
  return fleet;
}

const keysOf = (reports: readonly DeviceReport[]) => reports.map((r) => `${r.deviceId}:${r.seq}`);

describe('MQTT gateway with a fleet on the broker', () => {
  it('carries a LIVE trigger to 450 sirens and every answer back exactly once', async () => {
    const group = `t${randomUUID().slice(0, 8)}`;
    const ids = testDeviceIds(450);
    const { gateway, reports, of, devicesWith } = await consoleOn(TEST_BROKER_URL, group, ids);
    const fleet = await fleetOn(TEST_BROKER_URL, ids, knobs);
    const traits = new Map(ids.map((id) => [id, fleetTraitsOf(knobs.seed, id, knobs)]));
    const faulty = ids.filter((id) => traits.get(id)!.faultCode).sort();
    const sound = ids.filter((id) => !traits.get(id)!.faultCode && !traits.get(id)!.unpowered);

    gateway.send(commandsTo(ids, trigger));
    await expect.poll(() => of('finished').length, { timeout: 10_000 }).toBe(sound.length);
    await expect.poll(() => reports.length).toBe(fleet.counts().reports);
    expect(new Set(keysOf(reports)).size).toBe(reports.length);
    expect([...devicesWith('fault')].sort()).toEqual(faulty);
    expect(devicesWith('sounding').size).toBe(sound.length);
    expect(fleet.engine.liveHornSoundings()).toBe(sound.length);
    expect(gateway.status()).toMatchObject({
      transport: 'mqtt',
      connected: true,
      lastReportAt: expect.any(String),
    });
  });

  it('shares the reports between two consoles: each gets a part, together all, none twice', async () => {
    const group = `t${randomUUID().slice(0, 8)}`;
    const ids = testDeviceIds(450);
    const first = await consoleOn(TEST_BROKER_URL, group, ids);
    const second = await consoleOn(TEST_BROKER_URL, group, ids);
    const fleet = await fleetOn(TEST_BROKER_URL, ids, quiet);

    first.gateway.send(commandsTo(ids, trigger, 'EXERCISE'));
    const received = () => first.reports.length + second.reports.length;
    // Each device answers `sounding` (its acknowledgement) and `finished`.
    await expect.poll(received, { timeout: 10_000 }).toBe(450 * 2);
    expect(fleet.counts().reports).toBe(450 * 2);
    expect(first.reports.length).toBeGreaterThan(0);
    expect(second.reports.length).toBeGreaterThan(0);
    const all = new Set([...keysOf(first.reports), ...keysOf(second.reports)]);
    expect(all.size).toBe(450 * 2);
    expect(fleet.engine.liveHornSoundings()).toBe(0);
  });

  it('drops forged and malformed reports before they reach the console', async () => {
    const group = `t${randomUUID().slice(0, 8)}`;
    const [deviceId, otherId] = testDeviceIds(2);
    const { gateway, reports } = await consoleOn(TEST_BROKER_URL, group, [deviceId!, otherId!]);
    const forger = await mqtt.connectAsync(TEST_BROKER_URL, { protocolVersion: 5 });
    cleanups.push(() => forger.endAsync());
    const address = { mode: 'LIVE', kind: 'fgp', deviceId: deviceId! } as const;
    const report: DeviceReport = {
      ...address,
      commandId: randomUUID(),
      seq: Date.now() * 1000,
      at: new Date().toISOString(),
      bearer: 'POLYCOM',
      body: { type: 'ack' },
    };
    const publish = (topic: string, payload: unknown) =>
      forger.publishAsync(topic, typeof payload === 'string' ? payload : JSON.stringify(payload), { qos: 1 });
    await publish(topics.report(address), '{not json');
    await publish(topics.report(address), { ...report, deviceId: otherId });
    await publish(topics.report({ ...address, mode: 'EXERCISE' }), report);
    await publish(topics.report(address), { ...report, body: { type: 'sounding', signal: 'GENERAL_ALARM' } });
    await publish(topics.report(address), report);

    await expect.poll(() => reports.length).toBe(1);
    expect(reports).toEqual([report]);
    expect(gateway.invalidReports).toBe(4);
  });

  it('starts, takes commands and closes promptly when no broker is there', async () => {
    const { log } = testLog();
    const gateway = new MqttGateway({ url: `mqtt://127.0.0.1:${await freePort()}`, log });
    const startedAt = Date.now();
    await gateway.start();
    expect(Date.now() - startedAt).toBeLessThan(4_000);
    expect(gateway.status()).toMatchObject({ transport: 'mqtt', connected: false });
    gateway.send(commandsTo(testDeviceIds(2), { type: 'poll' }));
    const closing = Date.now();
    await gateway.close();
    expect(Date.now() - closing).toBeLessThan(3_000);
  });
});

describe('MQTT gateway when the broker goes away', () => {
  it('shows the loss, reconnects when the broker is back and carries commands and reports again', async () => {
    const port = await freePort();
    const url = `mqtt://127.0.0.1:${port}`;
    let broker: ChildProcess = await startBroker(port);
    cleanups.push(() => stopBroker(broker));
    const ids = testDeviceIds(50);
    const { gateway, of } = await consoleOn(url, 'console', ids);
    const fleet = await fleetOn(url, ids, { ...quiet, soundingMs: 60_000 });
    gateway.send(commandsTo(ids, trigger));
    await expect.poll(() => of('sounding').length).toBe(50);
    const upSince = gateway.status().since;

    await stopBroker(broker);
    await expect.poll(() => gateway.status().connected).toBe(false);
    expect(gateway.status().since).not.toBe(upSince);
    await expect.poll(() => fleet.connected()).toBe(false);
    gateway.send(commandsTo(ids, { type: 'poll' }));

    broker = await startBroker(port);
    await expect.poll(() => gateway.status().connected, { timeout: 5_000 }).toBe(true);
    await expect.poll(() => fleet.connected(), { timeout: 5_000 }).toBe(true);
    const stops = commandsTo(ids, { type: 'stop' });
    await expect
      .poll(
        () => {
          // The fleet may subscribe again a moment after the console: send until every stop is answered.
          gateway.send(stops.filter((stop) => of('ack', stop.id).length === 0));
          return of('finished').length;
        },
        { timeout: 8_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(50);
    expect(fleet.engine.liveHornSoundings()).toBe(50);
  });
});
