import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetTraitsOf } from '../../../devices/fleet/traits.ts';
import { auditLog, stationarySirens } from '../../db/schema/index.ts';
import { fleetKnobsOf } from '../../devices/register.ts';
import { openTestAppWithAssets, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { alarmClient } from './alarmTestClient.ts';

const FLEET = {
  FLEET_FAULT_RATE: '0.02',
  FLEET_UNPOWERED_RATE: '0.01',
  FLEET_FAILOVER_RATE: '0.05',
  FLEET_LATENCY_MS: '100',
  DEVICE_ANSWER_TIMEOUT_MS: '2000',
  DEVICE_COMMAND_ATTEMPTS: '3',
};

describe.each(testBackends())('siren alarms on a fleet with faults and silent devices on %s', (backend) => {
  let t: TestApp;
  let api: ReturnType<typeof alarmClient>;

  beforeAll(async () => {
    t = await openTestAppWithAssets(backend, FLEET);
    api = alarmClient(t);
  }, 120_000);
  afterAll(() => t.close());

  const traitsOf = (deviceId: string) =>
    fleetTraitsOf(t.app.config.FLEET_SEED, deviceId, fleetKnobsOf(t.app.config));

  it('shows exactly the faulty sirens failed with their fault, the silent ones without answer after the retries', async () => {
    const alarm = await api.trigger('zh.operator', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'cantons', stateCodes: ['ZH'] },
    });
    const done = await api.ended('zh.operator', alarm.id, 30_000);
    const sirens = await api.sirens('zh.operator', alarm.id);
    const expected = sirens.map((siren) => {
      const traits = traitsOf(siren.deviceId);
      if (siren.sirenCode === 'ZH-0012')
        return { state: 'SKIPPED', faultCode: 'OUT_OF_SERVICE', attempts: 0, bearer: null };
      if (traits.unpowered) return { state: 'NO_ANSWER', faultCode: null, attempts: 3, bearer: null };
      // A siren that answered may have been sent the trigger again when a loaded machine was slow to
      // store its acknowledgement: at least one attempt, never more than allowed.
      const answered = expect.toSatisfy((n: number) => n >= 1 && n <= 3);
      if (traits.faultCode)
        return { state: 'FAILED', faultCode: traits.faultCode, attempts: answered, bearer: traits.bearer };
      return { state: 'FINISHED', faultCode: null, attempts: answered, bearer: traits.bearer };
    });
    expect(
      sirens.map(({ state, faultCode, attempts, bearer }) => ({ state, faultCode, attempts, bearer })),
    ).toEqual(expected);
    const failed = expected.filter((e) => e.state === 'FAILED').length;
    const silent = expected.filter((e) => e.state === 'NO_ANSWER').length;
    expect(failed).toBeGreaterThan(3);
    expect(silent).toBeGreaterThan(0);
    expect(done).toMatchObject({ status: 'FINISHED', hornsSounded: 449 - failed - silent });
    expect(done.totals).toMatchObject({ FAILED: failed, NO_ANSWER: silent, FINISHED: 449 - failed - silent });
    const overBackups = expected.filter((e) => e.bearer === 'RDS' || e.bearer === 'MOBILE').length;
    expect(overBackups).toBeGreaterThan(0);
    const byBearer = Object.fromEntries(done.byBearer.map((b) => [b.bearer ?? 'none', b.totals]));
    expect(
      (byBearer.RDS?.FINISHED ?? 0) +
        (byBearer.MOBILE?.FINISHED ?? 0) +
        (byBearer.RDS?.FAILED ?? 0) +
        (byBearer.MOBILE?.FAILED ?? 0),
    ).toBe(overBackups);
  }, 60_000);

  it('stops a running alarm: the answering sirens stop, the silent one is given up, a second stop is refused', async () => {
    const zurich = await t.database.db
      .select()
      .from(stationarySirens)
      .where(eq(stationarySirens.stateCode, 'ZH'));
    const silent = zurich.find((s) => traitsOf(`FGP-${s.code}`).unpowered)!;
    const sound = zurich.find(
      (s) =>
        s.code !== 'ZH-0012' && !traitsOf(`FGP-${s.code}`).unpowered && !traitsOf(`FGP-${s.code}`).faultCode,
    )!;
    const alarm = await api.trigger('zh.operator', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'sirens', sirenIds: [silent.id, sound.id] },
    });
    const stopped = await api.call('zh.operator2', 'POST', `/${alarm.id}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ status: 'STOPPED', stoppedBy: 'zh.operator2' });
    const again = await api.call('zh.operator', 'POST', `/${alarm.id}/stop`);
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('alarming.errors.alreadyEnded');
    const done = await api.ended('zh.operator', alarm.id);
    expect(done.status).toBe('STOPPED');
    const sirens = await api.sirens('zh.operator', alarm.id);
    expect(sirens.find((s) => s.sirenId === silent.id)?.state).toBe('NO_ANSWER');
    expect(sirens.find((s) => s.sirenId === sound.id)?.state).toBe('FINISHED');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'siren_alarm'), eq(auditLog.entityId, String(alarm.id))));
    expect(audit.map((a) => [a.action, a.userName])).toEqual([
      ['triggered', 'zh.operator'],
      ['alarmStopped', 'zh.operator2'],
    ]);
  });

  const auditOf = async (alarmId: number) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'siren_alarm'), eq(auditLog.entityId, String(alarmId))))
        .orderBy(auditLog.id)
    ).map((a) => [a.action, a.userName]);
  /** Sirens of the cantons: the silent ones (they keep an alarm running) and those that answer. */
  const sirensOf = async (cantons: string[]) => {
    const sirens = await t.database.db
      .select()
      .from(stationarySirens)
      .where(inArray(stationarySirens.stateCode, cantons))
      .orderBy(stationarySirens.code);
    const silent = sirens.filter((s) => traitsOf(`FGP-${s.code}`).unpowered);
    const answering = sirens.filter(
      (s) =>
        s.code !== 'ZH-0012' && !traitsOf(`FGP-${s.code}`).unpowered && !traitsOf(`FGP-${s.code}`).faultCode,
    );
    return { silent, answering };
  };

  it('refuses a cantonal operator the stop of an alarm whose sirens stand in other cantons too; the national operator stops it', async () => {
    const cantons = ['AG', 'BE', 'LU', 'SO'];
    const { silent, answering } = await sirensOf(cantons);
    const keepsRunning = silent.find((s) => s.stateCode === 'BE')!;
    const sirenIds = [
      keepsRunning.id,
      ...cantons.map((code) => answering.find((s) => s.stateCode === code)!.id),
    ];
    const alarm = await api.trigger('nat.operator', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'sirens', sirenIds },
    });
    expect(alarm.stateCodes).toEqual(cantons);
    // The detail offers Bern's operator no stop, and says why.
    const seen = await api.detail('be.operator', alarm.id);
    expect(seen).toMatchObject({ status: 'RUNNING', mayStop: false, stopOutsideTerritory: true });
    const refused = await api.call('be.operator', 'POST', `/${alarm.id}/stop`);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      messageKey: 'alarming.errors.outsideTerritory',
      params: { states: 'AG, LU, SO' },
    });
    expect(await api.detail('nat.operator', alarm.id)).toMatchObject({
      status: 'RUNNING',
      stoppedBy: null,
      mayStop: true,
      stopOutsideTerritory: false,
    });
    expect(await auditOf(alarm.id)).toEqual([['triggered', 'nat.operator']]);
    const stopped = await api.call('nat.operator', 'POST', `/${alarm.id}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ status: 'STOPPED', stoppedBy: 'nat.operator' });
    expect(await auditOf(alarm.id)).toEqual([
      ['triggered', 'nat.operator'],
      ['alarmStopped', 'nat.operator'],
    ]);
  });

  it('lets a cantonal operator stop an alarm whose only siren beyond their canton was skipped: it was never commanded', async () => {
    const { silent } = await sirensOf(['BE']);
    const [outOfService] = await t.database.db
      .select()
      .from(stationarySirens)
      .where(eq(stationarySirens.code, 'ZH-0012'));
    const alarm = await api.trigger('nat.operator', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'sirens', sirenIds: [silent.at(-1)!.id, outOfService!.id] },
    });
    expect(alarm.stateCodes).toEqual(['BE', 'ZH']);
    expect((await api.sirens('be.operator', alarm.id)).map((s) => [s.stateCode, s.state])).toEqual([
      ['BE', 'COMMANDED'],
      ['ZH', 'SKIPPED'],
    ]);
    expect(await api.detail('be.operator', alarm.id)).toMatchObject({
      mayStop: true,
      stopOutsideTerritory: false,
    });
    const stopped = await api.call('be.operator', 'POST', `/${alarm.id}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ status: 'STOPPED', stoppedBy: 'be.operator' });
  });
});
