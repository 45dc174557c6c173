import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dam, DamAlarmAnswer, WaterNotice } from '../../../domain/water.ts';
import { rowsOf } from '../../db/rows.ts';
import { auditLog, damStates, dams, locations, sirenAlarms, sirenGroups } from '../../db/schema/index.ts';
import { DEMO_DAMS, insertDemoDams } from '../../db/seed/dams.ts';
import { openTestAppWithAssets, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { headersOf } from '../../test-support/login.ts';
import { alarmClient } from '../alarming/alarmTestClient.ts';
import { connectLive } from '../dashboard/liveTestClient.ts';

const DAMS = '/api/ecc/water/dams';
// No demo dam stands in Zurich: the test adds one below Zurich's combined sirens for its LIVE and EXERCISE users.
const TEST_DAM = 'Staumauer Tälli';

/** Adds the demo dams and the test dam below Zurich's combined sirens; answers its id and its near zone. */
async function addTestDam(t: TestApp): Promise<{ damId: number; groupId: number }> {
  return t.database.db.transaction(async (tx) => {
    await insertDemoDams({ tx });
    const [group] = await tx
      .select()
      .from(sirenGroups)
      .where(and(eq(sirenGroups.stateCode, 'ZH'), eq(sirenGroups.purpose, 'WATER_ALARM')));
    const [location] = await tx
      .insert(locations)
      .values({
        name: TEST_DAM,
        kind: 'DAM',
        stateCode: 'ZH',
        municipality: 'Horgen',
        east: 2_687_000,
        north: 1_234_000,
      })
      .returning();
    const [dam] = await tx
      .insert(dams)
      .values({ locationId: location!.id, nearZoneGroupId: group!.id })
      .returning();
    return { damId: dam!.id, groupId: group!.id };
  });
}

describe.each(testBackends())('water alarm below dams on %s', (backend) => {
  let t: TestApp;
  let address: string;
  let damId: number;
  let groupId: number;

  beforeAll(async () => {
    t = await openTestAppWithAssets(backend);
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ damId, groupId } = await addTestDam(t));
  }, 120_000);
  afterAll(() => t.close());

  const call = async (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${DAMS}${url}`,
      headers: await headersOf(t.app, user),
      ...(payload ? { payload } : {}),
    });
  const damOf = async (user: string, id = damId) => {
    const response = await call(user, 'GET', `/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Dam>();
  };
  const changedRows = async () => ({
    alarms: (await t.database.db.select({ n: count() }).from(sirenAlarms))[0]!.n,
    audits: (await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'dam')))[0]!
      .n,
    states: await t.database.db.select().from(damStates).orderBy(damStates.damId, damStates.operationMode),
  });
  const expectRefused = async (
    response: Awaited<ReturnType<typeof call>>,
    status: number,
    messageKey: string,
    before: Awaited<ReturnType<typeof changedRows>>,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().messageKey).toBe(messageKey);
    expect(await changedRows()).toEqual(before);
    return response.json();
  };

  it('lists the dams of the user’s territory, each locked with its near zone of combined sirens', async () => {
    const all = (await call('admin', 'GET', '')).json<Dam[]>();
    expect(all).toHaveLength(DEMO_DAMS.length + 1);
    for (const dam of all) {
      expect(dam.locked).toBe(true);
      expect(dam.nearZone?.sirenCount).toBeGreaterThan(0);
    }
    expect(all.find((dam) => dam.name === 'Grande Dixence')).toMatchObject({
      stateCode: 'VS',
      changedBy: null,
    });
    // Every near-zone siren is a combined siren of the dam's own canton.
    const strays = await rowsOf(
      t.database.db,
      sql`
      select 1 from dam d join location l on l.id = d.location_id
      join siren_group_member m on m.group_id = d.near_zone_group_id
      join stationary_siren s on s.id = m.siren_id
      where not s.water_alarm or s.state_code <> l.state_code`,
    );
    expect(strays).toEqual([]);
    const bern = (await call('be.operator', 'GET', '')).json<Dam[]>();
    expect(bern.map((dam) => dam.name)).toEqual(['Räterichsboden (Grimsel)']);
    expect((await call('zh.operator', 'GET', '')).json<Dam[]>().map((dam) => dam.name)).toEqual([TEST_DAM]);
    expect((await call('nat.operator', 'GET', '')).statusCode).toBe(403);
    expect((await call('zh.viewer', 'GET', '')).statusCode).toBe(403);
  });

  it('LIVE: unlock, alarm through an alarm task on the near zone, lock; each step typed, audited and live', async () => {
    const zurich = await connectLive(t.app, address, 'zh.operator');
    const bern = await connectLive(t.app, address, 'be.operator');
    try {
      let before = await changedRows();
      await expectRefused(
        await call('zh.operator', 'POST', `/${damId}/alarm`, { confirmation: TEST_DAM }),
        409,
        'water.errors.damLocked',
        before,
      );
      const missing = await expectRefused(
        await call('zh.operator', 'POST', `/${damId}/unlock`, { confirmation: TEST_DAM }),
        400,
        'errors.validation',
        before,
      );
      expect(missing.errors).toEqual([
        expect.objectContaining({ messageKey: 'water.errors.reasonRequired' }),
      ]);
      await expectRefused(
        await call('zh.operator', 'POST', `/${damId}/unlock`, { reason: '   ' }),
        400,
        'errors.validation',
        before,
      );
      // The generic siren-alarm trigger never sounds the water alarm, on the locked dam's near zone or anywhere.
      for (const target of [
        { kind: 'groups', groupIds: [groupId] },
        { kind: 'cantons', stateCodes: ['ZH'] },
      ])
        await expectRefused(
          await alarmClient(t).call('zh.operator', 'POST', '', { signal: 'WATER_ALARM', target }),
          409,
          'alarming.errors.waterAlarmViaDam',
          before,
        );
      const untyped = await expectRefused(
        await call('zh.operator', 'POST', `/${damId}/unlock`, {
          reason: 'Stufe 5',
          confirmation: 'Staumauer',
        }),
        422,
        'water.errors.confirmationRequired',
        before,
      );
      expect(untyped.params).toEqual({ pattern: TEST_DAM });

      const unlocked = await call('zh.operator', 'POST', `/${damId}/unlock`, {
        reason: 'Gefahrenstufe 5',
        confirmation: TEST_DAM,
      });
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      expect(unlocked.json()).toMatchObject({
        locked: false,
        changedBy: 'zh.operator',
        reason: 'Gefahrenstufe 5',
      });
      before = await changedRows();
      await expectRefused(
        await call('zh.operator2', 'POST', `/${damId}/unlock`, { reason: 'x', confirmation: TEST_DAM }),
        409,
        'water.errors.alreadyUnlocked',
        before,
      );
      await expectRefused(
        await call('zh.operator', 'POST', `/${damId}/alarm`, {}),
        422,
        'water.errors.confirmationRequired',
        before,
      );

      const alarmed = await call('zh.operator2', 'POST', `/${damId}/alarm`, {
        // Typed under stress on a French keyboard: case, umlaut and stray spaces are forgiven, as in the console.
        confirmation: ' staumauer  TALLI ',
      });
      expect(alarmed.statusCode, alarmed.body).toBe(201);
      const { dam, alarmId } = alarmed.json<DamAlarmAnswer>();
      expect(dam).toMatchObject({ locked: false, lastAlarmId: alarmId });
      const done = await alarmClient(t).ended('zh.operator', alarmId);
      expect(done).toMatchObject({
        signal: 'WATER_ALARM',
        operationMode: 'LIVE',
        target: { kind: 'groups', groupIds: [groupId] },
        startedBy: 'zh.operator2',
        status: 'FINISHED',
      });
      expect(done.totals.FINISHED + done.totals.SKIPPED).toBe(done.sirenCount);
      expect(done.sirenCount).toBe(dam.nearZone?.sirenCount);
      // Neither is it repeated through the generic route, not even while the dam is unlocked: the dam's page sounds it again.
      await expectRefused(
        await alarmClient(t).call('zh.operator', 'POST', `/${alarmId}/repeat`),
        409,
        'alarming.errors.waterAlarmViaDam',
        await changedRows(),
      );

      const locked = await call('zh.operator', 'POST', `/${damId}/lock`, { confirmation: TEST_DAM });
      expect(locked.statusCode, locked.body).toBe(200);
      expect(locked.json()).toMatchObject({
        locked: true,
        changedBy: 'zh.operator',
        reason: null,
        lastAlarmId: alarmId,
      });
      before = await changedRows();
      await expectRefused(
        await call('zh.operator', 'POST', `/${damId}/alarm`, { confirmation: TEST_DAM }),
        409,
        'water.errors.damLocked',
        before,
      );
      await expectRefused(
        await call('zh.operator', 'POST', `/${damId}/lock`, { confirmation: TEST_DAM }),
        409,
        'water.errors.alreadyLocked',
        before,
      );
      await expectRefused(
        await alarmClient(t).call('zh.operator', 'POST', `/${alarmId}/repeat`),
        409,
        'alarming.errors.waterAlarmViaDam',
        before,
      );

      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'dam'), eq(auditLog.entityId, String(damId))))
        .orderBy(auditLog.id);
      expect(audits.map((row) => [row.action, row.userName])).toEqual([
        ['unlocked', 'zh.operator'],
        ['alarmed', 'zh.operator2'],
        ['locked', 'zh.operator'],
      ]);
      await expect.poll(() => zurich.payloadsOf<WaterNotice>('water').length).toBe(3);
      expect(zurich.payloadsOf<WaterNotice>('water')[0]).toEqual({
        damId,
        stateCode: 'ZH',
        operationMode: 'LIVE',
      });
      expect(bern.payloadsOf('water')).toEqual([]);
    } finally {
      zurich.socket.close();
      bern.socket.close();
    }
  });

  it('EXERCISE has its own lock, needs no typed name and never touches LIVE', async () => {
    const live = await damOf('zh.operator');
    expect((await damOf('zh.trainee')).locked).toBe(true);
    const unlocked = await call('zh.trainee', 'POST', `/${damId}/unlock`, { reason: 'Übung' });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const alarmed = await call('zh.trainee', 'POST', `/${damId}/alarm`, {});
    expect(alarmed.statusCode, alarmed.body).toBe(201);
    const { alarmId } = alarmed.json<DamAlarmAnswer>();
    expect(await alarmClient(t).ended('zh.trainee', alarmId)).toMatchObject({
      operationMode: 'EXERCISE',
      hornsSounded: 0,
    });
    // LIVE users never see the exercise's alarm task.
    expect((await alarmClient(t).call('zh.operator', 'GET', `/${alarmId}`)).statusCode).toBe(404);
    expect(await damOf('zh.operator')).toEqual(live);
    expect(await damOf('zh.trainee')).toMatchObject({
      locked: false,
      changedBy: 'zh.trainee',
      lastAlarmId: alarmId,
    });
    expect((await call('zh.trainee', 'POST', `/${damId}/lock`, {})).statusCode).toBe(200);
  });

  it('names the last general alarm on the near zone within 24 hours, of the caller’s mode only', async () => {
    // The water alarms sounded above are no general alarm.
    expect((await damOf('zh.operator')).lastGeneralAlarm).toBeNull();
    expect((await damOf('zh.trainee')).lastGeneralAlarm).toBeNull();
    const general = { signal: 'GENERAL_ALARM', target: { kind: 'cantons', stateCodes: ['ZH'] } };

    const exercise = await alarmClient(t).trigger('zh.trainee', general);
    expect((await damOf('zh.trainee')).lastGeneralAlarm).toEqual({
      alarmId: exercise.id,
      startedAt: exercise.startedAt,
      status: 'RUNNING',
    });
    expect((await damOf('zh.operator')).lastGeneralAlarm).toBeNull();
    await alarmClient(t).ended('zh.trainee', exercise.id);

    const live = await alarmClient(t).trigger('zh.operator', general);
    await alarmClient(t).ended('zh.operator', live.id);
    expect((await damOf('zh.operator')).lastGeneralAlarm).toEqual({
      alarmId: live.id,
      startedAt: live.startedAt,
      status: 'FINISHED',
    });
    expect((await damOf('zh.trainee')).lastGeneralAlarm?.alarmId).toBe(exercise.id);
    // Bern's general alarm reaches Bern's dam, never Zurich's: the list names each dam's own.
    const bern = await alarmClient(t).trigger('be.operator', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'cantons', stateCodes: ['BE'] },
    });
    await alarmClient(t).ended('be.operator', bern.id);
    const all = (await call('admin', 'GET', '')).json<Dam[]>();
    expect(all.find((dam) => dam.id === damId)?.lastGeneralAlarm?.alarmId).toBe(live.id);
    expect(all.find((dam) => dam.stateCode === 'BE')?.lastGeneralAlarm?.alarmId).toBe(bern.id);
    expect(all.filter((dam) => dam.lastGeneralAlarm !== null)).toHaveLength(2);

    // A day later it no longer counts.
    await t.database.db
      .update(sirenAlarms)
      .set({
        startedAt: sql`${sirenAlarms.startedAt} - interval '25 hours'`,
        endsAt: sql`${sirenAlarms.endsAt} - interval '25 hours'`,
      })
      .where(eq(sirenAlarms.id, live.id));
    expect((await damOf('zh.operator')).lastGeneralAlarm).toBeNull();
  });

  it('refuses dams outside the territory and unknown dams alike, with nothing changed', async () => {
    const before = await changedRows();
    const body = { reason: 'Test', confirmation: TEST_DAM };
    for (const step of ['', '/unlock', '/alarm', '/lock']) {
      const method = step ? 'POST' : 'GET';
      await expectRefused(
        await call('be.operator', method, `/${damId}${step}`, step ? body : undefined),
        404,
        'water.errors.unknownDam',
        before,
      );
      await expectRefused(
        await call('admin', method, `/999999${step}`, step ? body : undefined),
        404,
        'water.errors.unknownDam',
        before,
      );
    }
    expect((await call('admin', 'POST', '/abc/unlock', body)).statusCode).toBe(400);
    expect((await damOf('admin')).locked).toBe(true);
  });
});

describe.each(testBackends())('a running water alarm on %s', (backend) => {
  let t: TestApp;
  let damId: number;

  beforeAll(async () => {
    // Sirens that sound for ten minutes: the dam's water alarm runs until someone stops it.
    t = await openTestAppWithAssets(backend, { FLEET_SOUNDING_MS: '600000' });
    ({ damId } = await addTestDam(t));
  }, 120_000);
  afterAll(() => t.close());

  const call = async (user: string, url: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${DAMS}/${damId}${url}`,
      headers: await headersOf(t.app, user),
      payload,
    });
  const damNow = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${DAMS}/${damId}`,
      headers: await headersOf(t.app, 'zh.operator'),
    });
    return response.json<Dam>();
  };
  const alarmCount = async () => (await t.database.db.select({ n: count() }).from(sirenAlarms))[0]!.n;

  it('is not sounded a second time while it runs; stopped, the unlocked dam sounds it again', async () => {
    const typed = { confirmation: TEST_DAM };
    expect((await call('zh.operator', '/unlock', { reason: 'Gefahrenstufe 5', ...typed })).statusCode).toBe(
      200,
    );
    const first = await call('zh.operator', '/alarm', typed);
    expect(first.statusCode, first.body).toBe(201);
    const { dam, alarmId } = first.json<DamAlarmAnswer>();
    expect(dam).toMatchObject({ lastAlarmId: alarmId, lastAlarmStatus: 'RUNNING' });

    // A second operator, seconds later: refused with the running alarm's number, nothing started.
    const alarms = await alarmCount();
    const again = await call('zh.operator2', '/alarm', typed);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      messageKey: 'water.errors.alarmRunning',
      params: { name: TEST_DAM, id: alarmId },
    });
    expect(await alarmCount()).toBe(alarms);
    expect(await damNow()).toMatchObject({ lastAlarmId: alarmId, lastAlarmStatus: 'RUNNING' });

    const stopped = await alarmClient(t).call('zh.operator', 'POST', `/${alarmId}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(await damNow()).toMatchObject({ lastAlarmId: alarmId, lastAlarmStatus: 'STOPPED' });

    const repeated = await call('zh.operator2', '/alarm', typed);
    expect(repeated.statusCode, repeated.body).toBe(201);
    const second = repeated.json<DamAlarmAnswer>();
    expect(second.alarmId).not.toBe(alarmId);
    expect(second.dam).toMatchObject({ lastAlarmId: second.alarmId, lastAlarmStatus: 'RUNNING' });
    expect((await alarmClient(t).call('zh.operator', 'POST', `/${second.alarmId}/stop`)).statusCode).toBe(
      200,
    );
  });
});
