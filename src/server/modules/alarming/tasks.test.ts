import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmProgress, SirenResultChange } from '../../../domain/alarming.ts';
import { insideRing } from '../../../domain/area.ts';
import { auditLog, sirenAlarms, sirenGroups, stationarySirens } from '../../db/schema/index.ts';
import { openTestAppWithAssets, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { completeContent, eventsClient, square } from '../../test-support/events.ts';
import { connectLive } from '../dashboard/liveTestClient.ts';
import { alarmClient, fleetOf } from './alarmTestClient.ts';

/** Everything the live messages of one alarm said about its sirens, the latest state per siren. */
function lastStates(messages: AlarmProgress[], alarmId: number) {
  const states = new Map<number, SirenResultChange['state']>();
  for (const message of messages.filter((m) => m.alarmId === alarmId))
    for (const change of message.changes) states.set(change.sirenId, change.state);
  return states;
}

describe.each(testBackends())('siren alarm tasks on the simulated fleet on %s', (backend) => {
  let t: TestApp;
  let api: ReturnType<typeof alarmClient>;
  let address: string;

  beforeAll(async () => {
    t = await openTestAppWithAssets(backend);
    api = alarmClient(t);
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => t.close());

  const auditOf = async (entity: string, id: number) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
        .orderBy(auditLog.id)
    ).map((row) => [row.action, row.userName]);
  const groupOf = async (stateCode: string, purpose: string) => {
    const [group] = await t.database.db
      .select()
      .from(sirenGroups)
      .where(and(eq(sirenGroups.stateCode, stateCode), eq(sirenGroups.purpose, purpose)));
    return group!;
  };

  it('an operator triggers a siren group: every siren finishes, counted per canton and bearer, live on the console', async () => {
    const zurich = await connectLive(t.app, address, 'zh.operator');
    const bern = await connectLive(t.app, address, 'be.operator');
    try {
      const group = await groupOf('ZH', 'GENERAL_ALARM');
      const groupId = group.id;
      const started = await api.trigger('zh.operator', {
        signal: 'GENERAL_ALARM',
        target: { kind: 'groups', groupIds: [groupId] },
      });
      expect(started).toMatchObject({
        // The list and the detail name the group for every reader, whatever groups they may read.
        targetGroups: [{ id: groupId, name: group.name, stateCode: 'ZH' }],
        operationMode: 'LIVE',
        stateCodes: ['ZH'],
        sirenCount: 450,
        startedBy: 'zh.operator',
      });
      const done = await api.ended('zh.operator', started.id);
      expect(done).toMatchObject({
        status: 'FINISHED',
        hornsSounded: 449,
        targetGroups: started.targetGroups,
      });
      // FGP-ZH-0012 is out of service in the demo: skipped, never commanded.
      expect(done.totals).toMatchObject({ FINISHED: 449, SKIPPED: 1, COMMANDED: 0, NO_ANSWER: 0, FAILED: 0 });
      expect(done.byCanton).toEqual([{ stateCode: 'ZH', totals: done.totals }]);
      expect(done.byBearer.map((b) => [b.bearer, b.totals.FINISHED, b.totals.SKIPPED])).toEqual([
        ['POLYCOM', 449, 0],
        [null, 0, 1],
      ]);
      const sirens = await api.sirens('zh.operator', started.id);
      expect(sirens.find((s) => s.sirenCode === 'ZH-0012')).toMatchObject({
        state: 'SKIPPED',
        faultCode: 'OUT_OF_SERVICE',
        attempts: 0,
        deviceId: 'FGP-ZH-0012',
      });
      expect(sirens.filter((s) => s.state === 'FINISHED').every((s) => s.horn && s.attempts === 1)).toBe(
        true,
      );

      await expect
        .poll(
          () =>
            zurich
              .payloadsOf<AlarmProgress>('alarms/progress')
              .filter((m) => m.alarmId === started.id)
              .at(-1)?.status,
        )
        .toBe('FINISHED');
      const last = zurich
        .payloadsOf<AlarmProgress>('alarms/progress')
        .filter((m) => m.alarmId === started.id)
        .at(-1);
      // The last message says when the task ended, as the task itself does.
      expect(last?.finishedAt).toBe(done.finishedAt);
      const live = lastStates(zurich.payloadsOf<AlarmProgress>('alarms/progress'), started.id);
      expect([...live.values()].filter((state) => state === 'FINISHED')).toHaveLength(449);
      // The live changes say which sirens sounded their horn, as many as the task counts.
      const horns = new Set(
        zurich
          .payloadsOf<AlarmProgress>('alarms/progress')
          .flatMap((m) => (m.alarmId === started.id ? m.changes : []))
          .filter((change) => change.horn)
          .map((change) => change.sirenId),
      );
      expect(horns.size).toBe(done.hornsSounded);
      expect(bern.payloadsOf('alarms/progress')).toEqual([]);
      expect((await api.call('be.operator', 'GET', `/${started.id}`)).statusCode).toBe(404);

      expect(await auditOf('siren_alarm', started.id)).toEqual([['triggered', 'zh.operator']]);
    } finally {
      zurich.socket.close();
      bern.socket.close();
    }
  });

  it('a national operator triggers cantons and gets the totals per canton', async () => {
    const started = await api.trigger('nat.operator', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'cantons', stateCodes: ['ZG', 'SZ'] },
    });
    const done = await api.ended('nat.operator', started.id);
    expect(done.byCanton.map((c) => [c.stateCode, c.totals.FINISHED])).toEqual([
      ['SZ', 110],
      ['ZG', 60],
    ]);
    expect((await api.list('zh.operator')).map((a) => a.id)).not.toContain(started.id);
    expect((await api.list('nat.operator', '?status=FINISHED')).map((a) => a.id)).toContain(started.id);
  });

  it('a trainee’s EXERCISE alarm shows its full result without a single horn sounding', async () => {
    const hornsBefore = fleetOf(t).liveHornSoundings();
    const started = await api.trigger('zh.trainee', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'cantons', stateCodes: ['ZH'] },
    });
    const done = await api.ended('zh.trainee', started.id);
    expect(done).toMatchObject({ operationMode: 'EXERCISE', status: 'FINISHED', hornsSounded: 0 });
    expect(done.totals.FINISHED).toBe(449);
    expect(fleetOf(t).liveHornSoundings()).toBe(hornsBefore);
    expect((await api.list('zh.trainee')).every((a) => a.operationMode === 'EXERCISE')).toBe(true);
    expect((await api.list('zh.operator')).map((a) => a.id)).not.toContain(started.id);
    expect((await api.call('zh.operator', 'GET', `/${started.id}`)).statusCode).toBe(404);
  });

  it('repeats an alarm as a new task with the same target and signal', async () => {
    const sirenIds = (
      await t.database.db.select().from(stationarySirens).where(eq(stationarySirens.stateCode, 'ZH'))
    )
      .slice(0, 3)
      .map((s) => s.id);
    const first = await api.trigger('zh.operator', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'sirens', sirenIds },
    });
    await api.ended('zh.operator', first.id);
    const response = await api.call('zh.operator', 'POST', `/${first.id}/repeat`);
    expect(response.statusCode, response.body).toBe(201);
    const repeated = response.json();
    expect(repeated).toMatchObject({
      repeatOf: first.id,
      target: first.target,
      signal: 'GENERAL_ALARM',
      sirenCount: 3,
    });
    expect((await api.ended('zh.operator', repeated.id)).totals.FINISHED).toBe(3);
    expect(await auditOf('siren_alarm', repeated.id)).toEqual([['repeated', 'zh.operator']]);
  });

  it('the detail offers the repeat only to whom it would not refuse: a cantonal user not across the border', async () => {
    const sirens = await t.database.db
      .select()
      .from(stationarySirens)
      .where(inArray(stationarySirens.code, ['ZH-0001', 'BE-0001']));
    const alarm = await api.trigger('nat.operator', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'sirens', sirenIds: sirens.map((s) => s.id) },
    });
    expect(alarm.stateCodes).toEqual(['BE', 'ZH']);
    await api.ended('nat.operator', alarm.id);
    const rights = async (user: string) => {
      const { mayStop, stopOutsideTerritory, mayRepeat, repeatOutsideTerritory } = await api.detail(
        user,
        alarm.id,
      );
      return { mayStop, stopOutsideTerritory, mayRepeat, repeatOutsideTerritory };
    };
    const ended = { mayStop: false, stopOutsideTerritory: false };
    expect(await rights('nat.operator')).toEqual({
      ...ended,
      mayRepeat: true,
      repeatOutsideTerritory: false,
    });
    expect(await rights('zh.operator')).toEqual({ ...ended, mayRepeat: false, repeatOutsideTerritory: true });
    expect(await rights('zh.viewer')).toEqual({ ...ended, mayRepeat: false, repeatOutsideTerritory: false });
    // What the detail says is what the repeat does; reading the detail created nothing.
    const before = await rowCounts();
    const refused = await api.call('zh.operator', 'POST', `/${alarm.id}/repeat`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('alarming.errors.outsideTerritory');
    // An ended task is refused as ended, whoever asks: the territory does not come into it.
    const late = await api.call('zh.operator', 'POST', `/${alarm.id}/stop`);
    expect(late.statusCode).toBe(409);
    expect(await rowCounts()).toEqual(before);
    // While it runs, the stop follows the trigger's territory rule: Bern's siren is beyond a Zurich operator.
    const setStatus = (status: 'RUNNING' | 'FINISHED') =>
      t.database.db.update(sirenAlarms).set({ status }).where(eq(sirenAlarms.id, alarm.id));
    await setStatus('RUNNING');
    try {
      const stopRights = async (user: string) => {
        const { mayStop, stopOutsideTerritory } = await rights(user);
        return { mayStop, stopOutsideTerritory };
      };
      expect(await stopRights('nat.operator')).toEqual({ mayStop: true, stopOutsideTerritory: false });
      expect(await stopRights('zh.operator')).toEqual({ mayStop: false, stopOutsideTerritory: true });
      expect(await stopRights('zh.viewer')).toEqual({ mayStop: false, stopOutsideTerritory: false });
    } finally {
      await setStatus('FINISHED');
    }
  });

  it('an event published with the siren channel sounds the sirens inside its area', async () => {
    // Around the city of Zurich, well inside the canton (an area reaching another canton needs its approval).
    const area = square(2680000, 1244000, 9000);
    const zhSirens = await t.database.db
      .select()
      .from(stationarySirens)
      .where(eq(stationarySirens.stateCode, 'ZH'));
    const inside = zhSirens.filter((s) => insideRing([s.east, s.north], area)).map((s) => s.code);
    expect(inside.length).toBeGreaterThan(5);
    const events = eventsClient(t.app);
    const content = completeContent(area, {
      messageType: 'ALARM',
      eventType: 'CHEMICAL_ACCIDENT',
      channels: { sirens: 'GENERAL_ALARM', publicApp: true, icaro: false, socialMedia: false },
    });
    const eventId: number = (await events.create('zh.operator', { content })).json().eventId;
    await events.step('zh.operator', eventId, 'SUBMIT');
    const approved = await events.step('zh.operator2', eventId, 'APPROVE', {
      confirmation: `LIVE ${eventId}`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const alarm = (await api.list('zh.operator')).find((a) => a.eventId === eventId)!;
    expect(alarm).toMatchObject({ target: { kind: 'event', eventId }, startedBy: 'zh.operator2' });
    // The approver's act reads as what it did, in the order it happened: approved, then published.
    expect(await auditOf('event', eventId)).toEqual([
      ['event.create', 'zh.operator'],
      ['event.submit', 'zh.operator'],
      ['event.approve', 'zh.operator2'],
      ['event.published', 'zh.operator2'],
    ]);
    expect(await auditOf('siren_alarm', alarm.id)).toEqual([['triggered', 'zh.operator2']]);
    const done = await api.ended('zh.operator', alarm.id);
    const sirens = await api.sirens('zh.operator', alarm.id);
    expect(sirens.map((s) => s.sirenCode).sort()).toEqual(inside.sort());
    expect(done.totals.FINISHED + done.totals.SKIPPED).toBe(inside.length);
  });
  const rowCounts = async () => ({
    alarms: (await t.database.db.select().from(sirenAlarms)).length,
    audit: (await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'siren_alarm'))).length,
  });

  it('answers bad input with a clear problem and writes nothing', async () => {
    const [bernGroup] = await t.database.db.select().from(sirenGroups).where(eq(sirenGroups.stateCode, 'BE'));
    const [bernSiren] = await t.database.db
      .select()
      .from(stationarySirens)
      .where(eq(stationarySirens.stateCode, 'BE'));
    const [plainZurich] = await t.database.db
      .select()
      .from(stationarySirens)
      .where(and(eq(stationarySirens.stateCode, 'ZH'), eq(stationarySirens.waterAlarm, false)));
    // A draft whose area, a 200 m square on Lake Zurich, holds no siren.
    const lake = square(2688000, 1238000, 200);
    const zurichSirens = await t.database.db
      .select()
      .from(stationarySirens)
      .where(eq(stationarySirens.stateCode, 'ZH'));
    expect(zurichSirens.filter((s) => insideRing([s.east, s.north], lake))).toEqual([]);
    const created = await eventsClient(t.app).create('zh.operator', { content: completeContent(lake) });
    const lakeEvent: number = created.json().eventId;
    const before = await rowCounts();
    const general = (target: object) => ({ signal: 'GENERAL_ALARM', target });
    const cases: [string, object, number, string, object?][] = [
      [
        'zh.operator',
        general({ kind: 'sirens', sirenIds: [999_999, 999_998] }),
        400,
        'alarming.errors.unknownSirens',
        { ids: '999999, 999998' },
      ],
      [
        'zh.operator',
        general({ kind: 'groups', groupIds: [999_999] }),
        400,
        'alarming.errors.unknownGroups',
        { ids: '999999' },
      ],
      ['zh.operator', general({ kind: 'event', eventId: 999_999 }), 400, 'alarming.errors.unknownEvent'],
      ['zh.operator', general({ kind: 'event', eventId: lakeEvent }), 422, 'alarming.errors.noSirens'],
      [
        'zh.operator',
        general({ kind: 'cantons', stateCodes: ['BE'] }),
        403,
        'alarming.errors.outsideTerritory',
        { states: 'BE' },
      ],
      [
        'zh.operator',
        general({ kind: 'groups', groupIds: [bernGroup!.id] }),
        403,
        'alarming.errors.outsideTerritory',
      ],
      [
        'zh.operator',
        general({ kind: 'sirens', sirenIds: [bernSiren!.id, plainZurich!.id] }),
        403,
        'alarming.errors.outsideTerritory',
      ],
      // The water alarm sounds only from its dam's page (water module), never through the generic trigger.
      [
        'zh.operator',
        { signal: 'WATER_ALARM', target: { kind: 'sirens', sirenIds: [plainZurich!.id] } },
        409,
        'alarming.errors.waterAlarmViaDam',
      ],
      [
        'nat.operator',
        { signal: 'WATER_ALARM', target: { kind: 'cantons', stateCodes: ['BE'] } },
        409,
        'alarming.errors.waterAlarmViaDam',
      ],
      ['zh.operator', general({ kind: 'sirens', sirenIds: [] }), 400, 'errors.validation'],
      [
        'zh.operator',
        { signal: 'ALL_CLEAR', target: { kind: 'cantons', stateCodes: ['ZH'] } },
        400,
        'errors.validation',
      ],
      ['zh.viewer', general({ kind: 'cantons', stateCodes: ['ZH'] }), 403, 'errors.forbidden'],
      ['device.admin', general({ kind: 'cantons', stateCodes: ['ZH'] }), 403, 'errors.forbidden'],
    ];
    for (const [user, body, status, messageKey, params] of cases) {
      const response = await api.call(user, 'POST', '', body);
      expect(response.statusCode, `${user} ${JSON.stringify(body)}: ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ messageKey, ...(params ? { params } : {}) });
    }
    expect((await api.call('device.admin', 'GET', '')).statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses to stop an alarm that has ended, and to act on one the user does not see', async () => {
    const [zurich] = await t.database.db
      .select()
      .from(stationarySirens)
      .where(eq(stationarySirens.code, 'ZH-0001'));
    const alarm = await api.trigger('zh.operator', {
      signal: 'GENERAL_ALARM',
      target: { kind: 'sirens', sirenIds: [zurich!.id] },
    });
    await api.ended('zh.operator', alarm.id);
    const before = await rowCounts();
    const stop = await api.call('zh.operator', 'POST', `/${alarm.id}/stop`);
    expect(stop.statusCode).toBe(409);
    expect(stop.json().messageKey).toBe('alarming.errors.alreadyEnded');
    for (const action of ['stop', 'repeat'])
      for (const user of ['be.operator', 'zh.trainee'])
        expect((await api.call(user, 'POST', `/${alarm.id}/${action}`)).statusCode, `${user} ${action}`).toBe(
          404,
        );
    expect((await api.call('zh.viewer', 'POST', `/${alarm.id}/repeat`)).statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });
});
