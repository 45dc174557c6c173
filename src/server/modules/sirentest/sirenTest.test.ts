import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetTraitsOf } from '../../../devices/fleet/traits.ts';
import {
  type ActiveSirenTest,
  type ArchivedTest,
  DEFAULT_WINDOWS,
  DEFECT_FAULT_CODES,
  type SirenTest,
  type SirenTestOverview,
  type SirenTestPlanInput,
  type SirenTestSirenRow,
  zurichDate,
} from '../../../domain/sirenTest.ts';
import { pendingErrors, sirenAlarmResults, sirenTestDefects, sirenTests } from '../../db/schema/index.ts';
import { fleetKnobsOf } from '../../devices/register.ts';
import { openTestAppWithAssets, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { headersOf } from '../../test-support/login.ts';
import { sirenTestWindowsBetween } from './queries.ts';

const BASE = '/api/scc/sirentests';
// Known faults: the fleet's traits say which devices are faulty or without power (same seed, same devices).
const FLEET = {
  FLEET_FAULT_RATE: '0.03',
  FLEET_UNPOWERED_RATE: '0.01',
  FLEET_LATENCY_MS: '50',
  DEVICE_ANSWER_TIMEOUT_MS: '1500',
  DEVICE_COMMAND_ATTEMPTS: '2',
};
const windows = { ...DEFAULT_WINDOWS };
const PLAN: SirenTestPlanInput = {
  testDate: '2099-02-04',
  preparatoryDate: '2098-11-26',
  cantons: [
    { stateCode: 'ZH', windows },
    { stateCode: 'SH', windows },
  ],
  groupIds: [],
};

describe.each(testBackends())('the siren test on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestAppWithAssets(backend, FLEET);
  }, 120_000);
  afterAll(() => t.close());

  const call = async (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      headers: await headersOf(t.app, user),
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await call(user, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };
  const refused = async (status: number, messageKey: string, response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().messageKey).toBe(messageKey);
  };

  it('has no active-test entries before a test runs: the active routes answer 404', async () => {
    expect(await ok<ActiveSirenTest>('zh.viewer', 'GET', '/active')).toEqual({ test: null });
    await refused(404, 'sirenTest.errors.notRunning', await call('admin', 'GET', '/active/overview'));
    await refused(404, 'sirenTest.errors.notRunning', await call('zh.viewer', 'GET', '/active/sirens'));
    await refused(409, 'sirenTest.errors.notPlanned', await call('admin', 'POST', '/plan/start'));
  });

  it("documents the start's typed confirmation as a body field and refuses a malformed one (400)", async () => {
    type Field = { description?: string };
    type Operation = {
      requestBody: { content: Record<string, { schema: { properties: Record<string, Field> } }> };
    };
    const { paths } = t.app.swagger() as unknown as { paths: Record<string, { post: Operation }> };
    const body = paths[`${BASE}/plan/start`]!.post.requestBody.content['application/json']!.schema;
    expect(body.properties.confirmation?.description).toContain('"LIVE SIREN TEST"');
    const malformed = await call('admin', 'POST', '/plan/start', { confirmation: 5 });
    await refused(400, 'errors.validation', malformed);
    expect(malformed.json().errors).toMatchObject([
      { path: 'body/confirmation', messageKey: 'validation.notText' },
    ]);
  });

  it('plans nationally only, never in the past, and answers the windows to update management', async () => {
    await refused(403, 'sirenTest.errors.outsideTerritory', await call('zh.operator', 'PUT', '/plan', PLAN));
    await refused(
      422,
      'sirenTest.errors.pastDate',
      await call('nat.operator', 'PUT', '/plan', {
        ...PLAN,
        testDate: '2020-02-05',
        preparatoryDate: '2019-11-27',
      }),
    );
    const bad = await call('nat.operator', 'PUT', '/plan', {
      ...PLAN,
      cantons: [{ stateCode: 'ZH', windows: { ...windows, WATER_ALARM: { start: '15:00', end: '14:00' } } }],
    });
    expect(bad.statusCode).toBe(400);
    // The preparatory system test comes before the test day.
    const late = await call('nat.operator', 'PUT', '/plan', { ...PLAN, preparatoryDate: '2099-02-11' });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([
      expect.objectContaining({ messageKey: 'sirenTest.errors.preparatoryOrder' }),
    ]);
    expect(await t.database.db.select().from(sirenTests)).toEqual([]);
    // With nothing planned the console proposes the coming test day, its preparatory test before it.
    const proposal = (await ok<{ proposal: SirenTestPlanInput }>('nat.operator', 'GET', '/plan')).proposal;
    expect(proposal.testDate > zurichDate(new Date())).toBe(true);
    expect(proposal.testDate > proposal.preparatoryDate).toBe(true);
    const saved = await ok<{ id: number; status: string }>('nat.operator', 'PUT', '/plan', PLAN);
    expect(saved.status).toBe('PLANNED');
    const plan = await ok<{ plan: SirenTestPlanInput }>('zh.operator', 'GET', '/plan');
    expect(plan.plan).toMatchObject(PLAN);
    const around = await sirenTestWindowsBetween(
      t.database.db,
      new Date('2099-02-04T00:00:00Z'),
      new Date('2099-02-05T00:00:00Z'),
    );
    expect(around).toEqual([
      {
        testId: saved.id,
        status: 'PLANNED',
        stateCodes: ['ZH', 'SH'],
        start: '2099-02-04T12:30:00.000Z',
        end: '2099-02-04T15:30:00.000Z',
      },
    ]);
    expect(
      await sirenTestWindowsBetween(
        t.database.db,
        new Date('2099-02-05T00:00:00Z'),
        new Date('2099-03-01T00:00:00Z'),
      ),
    ).toEqual([]);
  });

  it('lists sirens not ready per canton of the plan, within the territory', async () => {
    const readiness = await ok<{
      cantons: { stateCode: string; sirens: number; ready: number | null }[];
      sirens: { sirenCode: string; issues: string[] }[];
    }>('zh.operator', 'GET', '/readiness');
    expect(readiness.cantons.map((c) => c.stateCode)).toEqual(['ZH']);
    // No device has reported yet in this test: every siren is stale, and ZH-0012 is out of service.
    expect(readiness.sirens.find((s) => s.sirenCode === 'ZH-0012')?.issues).toEqual(
      expect.arrayContaining(['STALE_REPORT', 'OUT_OF_SERVICE']),
    );
    expect(readiness.cantons[0]!.ready).toBe(0);
  });

  it('runs against the fleet: overview per canton matches the known faults, a drill is refused, a real alarm wins', async () => {
    await refused(403, 'sirenTest.errors.outsideTerritory', await call('zh.operator', 'POST', '/plan/start'));
    // LIVE: every participating siren sounds; without the exact typed value nothing starts.
    for (const payload of [undefined, {}, { confirmation: 'OK' }, { confirmation: 'live siren test' }]) {
      const refusedStart = await call('admin', 'POST', '/plan/start', payload);
      await refused(422, 'sirenTest.errors.confirmationRequired', refusedStart);
      expect(refusedStart.json().params).toEqual({ pattern: 'LIVE SIREN TEST' });
    }
    expect(await ok<ActiveSirenTest>('zh.viewer', 'GET', '/active')).toEqual({ test: null });
    expect((await t.database.db.select().from(sirenTests)).map((row) => row.status)).toEqual(['PLANNED']);
    const started = await ok<{ alarmId: number; status: string }>('admin', 'POST', '/plan/start', {
      confirmation: 'LIVE SIREN TEST',
    });
    expect(started.status).toBe('RUNNING');
    await refused(
      409,
      'sirenTest.errors.alreadyRunning',
      await call('admin', 'POST', '/plan/start', { confirmation: 'LIVE SIREN TEST' }),
    );
    expect((await ok<ActiveSirenTest>('zh.viewer', 'GET', '/active')).test).toMatchObject({
      testDate: '2099-02-04',
      stateCodes: ['ZH', 'SH'],
    });

    // Not in the alarm lists, not counted as an active alarm.
    const alarms = await t.app.inject({
      url: '/api/scc/alarming/sirenalarms',
      headers: await headersOf(t.app, 'admin'),
    });
    expect(alarms.json<{ id: number }[]>().map((a) => a.id)).not.toContain(started.alarmId);

    // An exercise in the test's cantons is refused; a real alarm in Schaffhausen goes through.
    const drill = await t.app.inject({
      method: 'POST',
      url: '/api/scc/alarming/sirenalarms',
      headers: await headersOf(t.app, 'zh.trainee'),
      payload: { signal: 'GENERAL_ALARM', target: { kind: 'cantons', stateCodes: ['ZH'] } },
    });
    await refused(409, 'sirenTest.errors.testRunning', drill);
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/scc/alarming/sirenalarms',
      headers: await headersOf(t.app, 'admin'),
      payload: { signal: 'GENERAL_ALARM', target: { kind: 'cantons', stateCodes: ['SH'] } },
    });
    expect(real.statusCode, real.body).toBe(201);

    await expect
      .poll(async () => (await ok<SirenTestOverview>('admin', 'GET', '/active/overview')).progress, {
        timeout: 30_000,
      })
      .toBe(100);
    const overview = await ok<SirenTestOverview>('admin', 'GET', '/active/overview');
    const sirens = await ok<SirenTestSirenRow[]>('admin', 'GET', '/active/sirens');
    const results = await t.database.db
      .select()
      .from(sirenAlarmResults)
      .where(eq(sirenAlarmResults.alarmId, started.alarmId));
    const knobs = fleetKnobsOf(t.app.config);
    const expected = { SOUNDED: 0, FAILED: 0, NO_REPORT: 0, NOT_TESTED: 0 };
    for (const r of results.filter((r) => r.stateCode === 'ZH')) {
      const traits = fleetTraitsOf(t.app.config.FLEET_SEED, r.deviceId, knobs);
      if (r.faultCode === 'OUT_OF_SERVICE') expected.NOT_TESTED += 1;
      else if (traits.unpowered) expected.NO_REPORT += 1;
      else if (traits.faultCode) expected.FAILED += 1;
      else expected.SOUNDED += 1;
    }
    const zhTotal = results.filter((r) => r.stateCode === 'ZH').length;
    const zh = overview.cantons.find((c) => c.stateCode === 'ZH')!;
    expect(zh.counts).toMatchObject({ ...expected, total: zhTotal, taken: 0, COMMANDED: 0, ACKNOWLEDGED: 0 });
    expect(expected.FAILED).toBeGreaterThan(5);
    expect(zh.share).toBe(Math.round((expected.SOUNDED / zhTotal) * 1000) / 10);
    expect(sirens.filter((s) => s.stateCode === 'ZH' && s.outcome === 'FAILED')).toHaveLength(
      expected.FAILED,
    );
    // Schaffhausen's sirens answered the real alarm: whatever the test had not heard back from is not counted.
    const sh = overview.cantons.find((c) => c.stateCode === 'SH')!;
    expect(sh.counts.total).toBe(results.filter((r) => r.stateCode === 'SH').length);
    expect(overview.national.counts.total).toBe(results.length);

    // Everything has an outcome (progress 100), but sirens without a report did not answer.
    const national = overview.national.counts;
    const counted = national.total - national.taken - national.NOT_TESTED;
    expect(national.NO_REPORT).toBeGreaterThan(0);
    expect(overview.answered).toBe(Math.floor(((national.SOUNDED + national.FAILED) / counted) * 1000) / 10);
    expect(overview.answered).toBeLessThan(100);

    // A cantonal viewer sees their canton only, and the national figure.
    const zhView = await ok<SirenTestOverview>('zh.viewer', 'GET', '/active/overview');
    expect(zhView.cantons.map((c) => c.stateCode)).toEqual(['ZH']);
    expect(zhView.national).toEqual(overview.national);
    expect(
      new Set((await ok<SirenTestSirenRow[]>('zh.viewer', 'GET', '/active/sirens')).map((s) => s.stateCode)),
    ).toEqual(new Set(['ZH']));
  }, 60_000);

  it('stops: the entries go, the archive keeps the same figures, defects are open errors with a deadline', async () => {
    const before = await ok<SirenTestOverview>('admin', 'GET', '/active/overview');
    await refused(
      403,
      'sirenTest.errors.outsideTerritory',
      await call('zh.operator', 'POST', '/active/stop'),
    );
    const stopped = await ok<SirenTest>('nat.operator', 'POST', '/active/stop');
    expect(stopped.status).toBe('DONE');
    expect(await ok<ActiveSirenTest>('zh.viewer', 'GET', '/active')).toEqual({ test: null });
    await refused(404, 'sirenTest.errors.notRunning', await call('admin', 'GET', '/active/overview'));
    await refused(409, 'sirenTest.errors.notRunning', await call('admin', 'POST', '/active/stop'));

    // The test was planned for 2099-02-04 but ran today: the archive files it under the day it ran,
    // before an older test planned for a later day (also run ahead of its plan), and keeps the planned day.
    const ranToday = zurichDate(new Date(stopped.startedAt!));
    const [older] = await t.database.db
      .insert(sirenTests)
      .values({
        ...PLAN,
        testDate: '2100-02-03',
        preparatoryDate: '2099-11-24',
        status: 'DONE',
        windowStart: new Date('2100-02-03T12:30:00Z'),
        windowEnd: new Date('2100-02-03T15:30:00Z'),
        plannedBy: 'nat.operator',
        startedBy: 'nat.operator',
        startedAt: new Date('2020-02-05T12:30:00Z'),
        stoppedBy: 'nat.operator',
        stoppedAt: new Date('2020-02-05T15:30:00Z'),
      })
      .returning();
    const archive = await ok<ArchivedTest[]>('admin', 'GET', '/archive');
    expect(archive.map(({ id, ranOn, testDate }) => ({ id, ranOn, testDate }))).toEqual([
      { id: stopped.id, ranOn: ranToday, testDate: '2099-02-04' },
      { id: older!.id, ranOn: '2020-02-05', testDate: '2100-02-03' },
    ]);
    const [archived] = archive;
    expect(archived).toMatchObject({ national: before.national, cantons: before.cantons });
    const defects = before.national.counts.FAILED + before.national.counts.NO_REPORT;
    expect(archived!.scope).toEqual(before.national);
    expect(archived!.defects).toBe(defects);
    // A cantonal user's row is all of their canton: its share, sirens and defects, never mixed with national.
    const [zhRow] = await ok<ArchivedTest[]>('zh.operator', 'GET', '/archive');
    const zhBefore = before.cantons.find((c) => c.stateCode === 'ZH')!;
    expect(zhRow!.scope).toEqual(zhBefore);
    expect(zhRow!.defects).toBe(zhBefore.counts.FAILED + zhBefore.counts.NO_REPORT);
    const errors = await t.database.db
      .select()
      .from(pendingErrors)
      .where(inArray(pendingErrors.faultCode, [DEFECT_FAULT_CODES.FAILED, DEFECT_FAULT_CODES.NO_REPORT]));
    expect(errors).toHaveLength(defects);
    const zhErrors = await t.database.db
      .select()
      .from(pendingErrors)
      .where(and(eq(pendingErrors.stateCode, 'ZH'), eq(pendingErrors.faultCode, DEFECT_FAULT_CODES.FAILED)));
    expect(zhErrors).toHaveLength(before.cantons.find((c) => c.stateCode === 'ZH')!.counts.FAILED);
    // Defects are due for repair within 30 days of the day the test ran, not of the day it was planned for.
    const deadlines = await t.database.db
      .selectDistinct({ repairDue: sirenTestDefects.repairDue })
      .from(sirenTestDefects)
      .where(eq(sirenTestDefects.testId, stopped.id));
    const due = new Date(Date.parse(ranToday) + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(deadlines).toEqual([{ repairDue: due }]);
  });

  it('takes each canton’s on-site confirmation, in its own territory only', async () => {
    const [archived] = await ok<ArchivedTest[]>('zh.operator', 'GET', '/archive');
    expect(archived!.cantons.map((c) => c.stateCode)).toEqual(['ZH']);
    const body = {
      stateCode: 'ZH',
      mobileSirensChecked: true,
      acousticChecksDone: true,
      comment: 'Alle Kontrollen i.O.',
    };
    await refused(
      403,
      'sirenTest.errors.outsideTerritory',
      await call('zh.operator', 'POST', `/${archived!.id}/confirmations`, { ...body, stateCode: 'BE' }),
    );
    await refused(
      422,
      'sirenTest.errors.notParticipating',
      await call('admin', 'POST', `/${archived!.id}/confirmations`, { ...body, stateCode: 'BE' }),
    );
    await refused(
      404,
      'sirenTest.errors.unknownTest',
      await call('zh.operator', 'POST', '/999999/confirmations', body),
    );
    // A confirmation states what was done: checks not done need a remark saying why.
    for (const unexplained of [
      { ...body, mobileSirensChecked: false, acousticChecksDone: false, comment: '' },
      { ...body, acousticChecksDone: false, comment: '   ' },
      { ...body, mobileSirensChecked: false, comment: '' },
    ])
      await refused(
        422,
        'sirenTest.errors.checksNotExplained',
        await call('zh.operator', 'POST', `/${archived!.id}/confirmations`, unexplained),
      );
    expect((await ok<ArchivedTest[]>('zh.operator', 'GET', '/archive'))[0]!.confirmations).toEqual([]);
    const explained = { ...body, acousticChecksDone: false, comment: 'Akustik wegen Sturm verschoben' };
    expect((await call('zh.operator', 'POST', `/${archived!.id}/confirmations`, explained)).statusCode).toBe(
      204,
    );
    expect((await call('zh.operator', 'POST', `/${archived!.id}/confirmations`, body)).statusCode).toBe(204);
    const [after] = await ok<ArchivedTest[]>('zh.operator', 'GET', '/archive');
    expect(after!.confirmations).toEqual([expect.objectContaining({ ...body, confirmedBy: 'zh.operator' })]);
  });
});
