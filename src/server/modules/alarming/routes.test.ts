import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmCount } from '../../../domain/alarming.ts';
import type { OperationMode } from '../../../domain/session.ts';
import { auditLog, sirenAlarms } from '../../db/schema/index.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { headersOf } from '../../test-support/login.ts';
import { connectLive, type LiveTestClient } from '../dashboard/liveTestClient.ts';
import { publishAlarmCount } from './commands.ts';
import { createAlarmTask } from './tasks.ts';

const ACTIVE = '/api/scc/alarming/sirenalarms/active';

describe.each(testBackends())('siren alarm count on %s', (backend) => {
  let t: TestApp;
  let address: string;

  beforeAll(async () => {
    t = await openTestApp(backend);
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const countOf = async (user: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: ACTIVE,
      headers: await headersOf(t.app, user),
    });
    expect(response.statusCode).toBe(200);
    return response.json().count as number;
  };
  const start = async (operationMode: OperationMode, stateCodes: string[]) => {
    // No siren stands in this test's cantons: the count is about the alarms, not their sirens.
    const { id } = await t.database.db.transaction((tx) =>
      createAlarmTask(
        tx,
        { userName: 'zh.operator', organisation: null, requestId: null },
        {
          eventId: null,
          operationMode,
          signal: 'GENERAL_ALARM',
          target: { kind: 'cantons', stateCodes: stateCodes as never },
          sirens: [],
          stateCodes,
        },
      ),
    );
    await publishAlarmCount(t.app, operationMode);
    return id;
  };
  const countsOf = (client: LiveTestClient) => client.payloadsOf<AlarmCount>('alarms/count');

  it('refuses callers without the alarm task view', async () => {
    expect((await t.app.inject({ method: 'GET', url: ACTIVE })).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'GET',
      url: ACTIVE,
      headers: await headersOf(t.app, 'device.admin'),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('counts the alarms touching the territory, national users all of their operation mode', async () => {
    const id = await start('LIVE', ['ZH', 'BE']);
    await start('LIVE', ['ZH']);
    await start('EXERCISE', ['ZH']);
    expect(await countOf('admin')).toBe(2);
    expect(await countOf('zh.operator')).toBe(2);
    expect(await countOf('be.operator')).toBe(1);
    expect(await countOf('so.operator')).toBe(0);
    expect(await countOf('zh.trainee')).toBe(1);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'siren_alarm' and ${auditLog.entityId} = ${String(id)}`);
    expect(audit).toMatchObject({ action: 'triggered', userName: 'zh.operator' });
  });

  it('counts an alarm still running after its repeat window, until it ends', async () => {
    const before = await countOf('so.operator');
    // A water alarm sounds longer than the five-minute window: past it, still running.
    const id = await start('LIVE', ['SO']);
    const set = (values: Partial<typeof sirenAlarms.$inferInsert>) =>
      t.database.db.update(sirenAlarms).set(values).where(sql`${sirenAlarms.id} = ${id}`);
    await set({
      status: 'RUNNING',
      finishedAt: null,
      startedAt: sql`now() - interval '10 minutes'` as never,
      endsAt: sql`now() - interval '5 minutes'` as never,
    });
    expect(await countOf('so.operator')).toBe(before + 1);
    await set({ status: 'FINISHED', finishedAt: new Date() });
    expect(await countOf('so.operator')).toBe(before);
  });

  it('publishes each console the count of its own scope after a start, and again when an alarm runs out', async () => {
    const national = await connectLive(t.app, address, 'admin');
    const bern = await connectLive(t.app, address, 'be.operator');
    const trainee = await connectLive(t.app, address, 'zh.trainee');
    try {
      const id = await start('LIVE', ['BE']);
      await expect.poll(() => countsOf(bern).length).toBe(1);
      expect(countsOf(bern)[0]).toEqual({ operationMode: 'LIVE', state: 'BE', count: 2 });
      expect(countsOf(national)).toContainEqual({ operationMode: 'LIVE', state: 'CH', count: 3 });
      expect(countsOf(trainee)).toEqual([]);

      // The alarm's repeat window closes now instead of in five minutes: the server timer notices.
      await t.database.db
        .update(sirenAlarms)
        .set({ endsAt: sql`now() + interval '200 milliseconds'` })
        .where(sql`${sirenAlarms.id} = ${id}`);
      await t.app.alarmExpiry.rearm();
      await expect
        .poll(() => countsOf(bern).at(-1), { timeout: 5000 })
        .toEqual({
          operationMode: 'LIVE',
          state: 'BE',
          count: 1,
        });
      expect(await countOf('be.operator')).toBe(1);
      expect(countsOf(trainee).every((m) => m.operationMode === 'EXERCISE' && m.state === 'ZH')).toBe(true);
    } finally {
      for (const client of [national, bern, trainee]) client.socket.close();
    }
  });
});
