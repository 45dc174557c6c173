import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MqttFleet, runMqttFleet } from '../../devices/fleet/mqttFleet.ts';
import { type FleetKnobs, fleetTraitsOf } from '../../devices/fleet/traits.ts';
import { type DeviceReport, topics } from '../../devices/protocol.ts';
import { freePort, startBroker, stopBroker, testLog } from '../../devices/testBroker.ts';
import type { AlarmProgress } from '../../domain/alarming.ts';
import { openDatabase } from '../db/client.ts';
import { deviceReports, fieldComponents, sirenAlarmResults, stationarySirens } from '../db/schema/index.ts';
import { alarmClient } from '../modules/alarming/alarmTestClient.ts';
import { connectLive } from '../modules/dashboard/liveTestClient.ts';
import { buildTestApp, openTestAppWithAssets, type TestApp } from '../test-support/app.ts';

// The whole device network on real parts: two console servers on one PostgreSQL, a private mosquitto
// (so that it can be restarted), and the fleet simulator playing Zurich's and Bern's sirens on it.
const postgres = !!process.env.DATABASE_URL;

const KNOBS: FleetKnobs = {
  seed: 11,
  latencyMs: 20,
  faultRate: 0.02,
  unpoweredRate: 0.01,
  failoverRate: 0.05,
  soundingMs: 400,
};

const CONSOLE_SETTINGS = {
  DEVICE_ANSWER_TIMEOUT_MS: '1500',
  DEVICE_COMMAND_ATTEMPTS: '3',
  FLEET_SOUNDING_MS: String(KNOBS.soundingMs),
  ALARM_FINISH_GRACE_MS: '1500',
};

describe.skipIf(!postgres)('the device network over MQTT with the fleet simulator', () => {
  let port: number;
  let broker: ChildProcess;
  let url: string;
  let t: TestApp;
  let second: { app: TestApp['app']; close(): Promise<void> };
  let fleet: MqttFleet;
  let api: ReturnType<typeof alarmClient>;
  const log = testLog().log;

  const fgpCodesOf = async (stateCode: string) =>
    (
      await t.database.db
        .select({ code: fieldComponents.code })
        .from(fieldComponents)
        .innerJoin(stationarySirens, eq(stationarySirens.id, fieldComponents.sirenId))
        .where(eq(stationarySirens.stateCode, stateCode))
    ).map((row) => row.code);

  beforeAll(async () => {
    port = await freePort();
    broker = await startBroker(port);
    url = `mqtt://127.0.0.1:${port}`;
    t = await openTestAppWithAssets('postgres', { ...CONSOLE_SETTINGS, MQTT_URL: url });
    const database = await openDatabase({ databaseUrl: t.database.url });
    const app = await buildTestApp(database, { ...CONSOLE_SETTINGS, MQTT_URL: url });
    second = {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    const deviceIds = [...(await fgpCodesOf('ZH')), ...(await fgpCodesOf('BE'))];
    fleet = await runMqttFleet({ url, knobs: KNOBS, deviceIds, log });
    api = alarmClient(t);
  }, 120_000);

  afterAll(async () => {
    await fleet?.close();
    await second?.close();
    await t?.close();
    if (broker) await stopBroker(broker);
  });

  /** What each siren of an ended alarm should show, from the simulator's own dice. */
  const expectedOf = (deviceId: string, skipped: boolean) => {
    if (skipped) return 'SKIPPED';
    const traits = fleetTraitsOf(KNOBS.seed, deviceId, KNOBS);
    if (traits.unpowered) return 'NO_ANSWER';
    return traits.faultCode ? 'FAILED' : 'FINISHED';
  };

  const checkEnded = async (id: number) => {
    const done = await api.ended('zh.operator', id, 60_000);
    const sirens = await api.sirens('zh.operator', id);
    const got = sirens.map((s) => [s.deviceId, s.state]);
    const want = sirens.map((s) => [s.deviceId, expectedOf(s.deviceId, s.faultCode === 'OUT_OF_SERVICE')]);
    expect(got).toEqual(want);
    return { done, sirens };
  };

  it("sounds Zurich's ~450 sirens: exactly the faulty ones failed, the silent ones no answer, the others finished", async () => {
    await expect
      .poll(() => t.app.devices.status().connected && second.app.devices.status().connected)
      .toBe(true);
    await expect
      .poll(() => t.app.devices.status().connected && second.app.devices.status().connected)
      .toBe(true);
    const alarm = await api.trigger('zh.operator', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'cantons', stateCodes: ['ZH'] },
    });
    const { done, sirens } = await checkEnded(alarm.id);
    expect(sirens.length).toBeGreaterThan(400);
    expect(done.totals.FAILED).toBeGreaterThan(3);
    expect(done.totals.FINISHED).toBeGreaterThan(380);
    for (const siren of sirens.filter((s) => s.state === 'FAILED'))
      expect(siren.faultCode).toBe(fleetTraitsOf(KNOBS.seed, siren.deviceId, KNOBS).faultCode);
  });

  it('loses no result when the broker restarts in the middle of an alarm', async () => {
    const alarm = await api.trigger('be.operator', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'cantons', stateCodes: ['BE'] },
    });
    const beApi = alarmClient(t);
    // Cut the broker once the first sirens have answered, and bring it back a moment later.
    await expect
      .poll(async () => (await beApi.detail('be.operator', alarm.id)).totals.COMMANDED, { timeout: 10_000 })
      .toBeLessThan(alarm.sirenCount);
    await stopBroker(broker);
    await expect.poll(() => t.app.devices.status().connected).toBe(false);
    broker = await startBroker(port);
    await expect.poll(() => t.app.devices.status().connected, { timeout: 10_000 }).toBe(true);
    const done = await beApi.ended('be.operator', alarm.id, 60_000);
    const sirens = await beApi.sirens('be.operator', alarm.id);
    expect(sirens.map((s) => [s.deviceId, s.state])).toEqual(
      sirens.map((s) => [s.deviceId, expectedOf(s.deviceId, s.faultCode === 'OUT_OF_SERVICE')]),
    );
    // The silent sirens were asked every time before they counted as "no answer".
    for (const siren of sirens.filter((s) => s.state === 'NO_ANSWER')) expect(siren.attempts).toBe(3);
    expect(done.status).toBe('FINISHED');
  });

  it('counts duplicate and out-of-order reports once, and ignores a replayed or forged one', async () => {
    // A Geneva siren: no simulator plays Geneva, so every report below is ours.
    const alarm = await api.trigger('admin', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'cantons', stateCodes: ['GE'] },
    });
    const [result] = await t.database.db
      .select()
      .from(sirenAlarmResults)
      .where(sql`${sirenAlarmResults.alarmId} = ${alarm.id} and ${sirenAlarmResults.state} = 'COMMANDED'`)
      .limit(1);
    if (!result) throw new Error('no commanded siren in Geneva');
    const device = mqtt.connect(url, { protocolVersion: 5, clientId: `forger-${randomUUID()}` });
    await new Promise((resolve) => device.once('connect', resolve));
    const base = Date.now() * 1000;
    const report = (seq: number, body: DeviceReport['body'], commandId = result.commandId): DeviceReport => ({
      deviceId: result.deviceId,
      kind: 'fgp',
      mode: 'LIVE',
      commandId,
      seq: base + seq,
      at: new Date().toISOString(),
      bearer: 'POLYCOM',
      body,
    });
    const publish = (r: DeviceReport) => device.publishAsync(topics.report(r), JSON.stringify(r), { qos: 1 });
    const finished = report(3, { type: 'finished', signal: 'GENERAL_ALARM', stopped: false });
    // Finished arrives first, then sounding and the acknowledgement, then finished twice more.
    await publish(finished);
    await publish(report(2, { type: 'sounding', signal: 'GENERAL_ALARM', horn: true }));
    await publish(report(1, { type: 'ack' }));
    await publish(finished);
    await publish(finished);
    // Forged: a command nobody sent, and the right command in the wrong mode.
    await publish(report(4, { type: 'fault', state: 'raised', code: 'FORGED' }, randomUUID()));
    await publish({ ...report(5, { type: 'fault', state: 'raised', code: 'FORGED' }), mode: 'EXERCISE' });
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select({ n: sql<number>`count(*)::int` })
              .from(deviceReports)
              .where(eq(deviceReports.deviceId, result.deviceId))
          )[0]?.n,
      )
      .toBe(5);
    await device.endAsync();
    const line = (await api.sirens('admin', alarm.id)).find((s) => s.deviceId === result.deviceId);
    expect(line).toMatchObject({ state: 'FINISHED', faultCode: null, horn: true });
    await api.call('admin', 'POST', `/${alarm.id}/stop`);
  });

  it('stores each report once with two console servers on one broker, and both show the result live', async () => {
    const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const live = await connectLive(second.app, address, 'zh.operator');
    // An observer on the broker sees every report the devices send (a plain, not a shared, subscription).
    const observer = mqtt.connect(url, { protocolVersion: 5, clientId: `observer-${randomUUID()}` });
    const onWire = new Map<string, string | null>();
    observer.on('message', (_topic, payload) => {
      const report = JSON.parse(payload.toString()) as DeviceReport;
      onWire.set(`${report.deviceId}#${report.seq}`, report.commandId);
    });
    await observer.subscribeAsync('alert/+/+/+/report', { qos: 1 });
    try {
      const alarm = await api.trigger('zh.operator', {
        signal: 'GENERAL_ALARM',
        target: { kind: 'cantons', stateCodes: ['ZH'] },
      });
      await checkEnded(alarm.id);
      const commandIds = (
        await t.database.db
          .select({ id: sirenAlarmResults.commandId })
          .from(sirenAlarmResults)
          .where(eq(sirenAlarmResults.alarmId, alarm.id))
      ).map((r) => r.id);
      const stored = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(deviceReports)
        .where(inArray(deviceReports.commandId, commandIds));
      // Every report sent for this alarm's commands is stored, none twice (the primary key would refuse it).
      const ids = new Set(commandIds);
      const sent = [...onWire.values()].filter((id) => id !== null && ids.has(id)).length;
      // A siren that sounds says so and that it finished; a faulty one acknowledges and raises its fault.
      expect(sent).toBeGreaterThan(400 * 2);
      expect(stored[0]?.n).toBe(sent);
      const fromSecond = await alarmClient({ ...t, app: second.app }).detail('zh.operator', alarm.id);
      expect(fromSecond.totals).toEqual((await api.detail('zh.operator', alarm.id)).totals);
      await expect
        .poll(() =>
          live
            .payloadsOf<AlarmProgress>('alarms/progress')
            .some((p) => p.alarmId === alarm.id && p.status === 'FINISHED'),
        )
        .toBe(true);
    } finally {
      live.socket.disconnect();
      await observer.endAsync();
    }
  });
});
