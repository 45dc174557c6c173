import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wakeupAddressees, wakeupHistory, wakeups } from '../../db/schema/index.ts';
import { insertDemoSubscriptions } from '../../db/seed/subscriptions.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { callerOf, deliverAll, filesIn, wakeupTo } from '../../test-support/wakeups.ts';
import { escalateWakeup } from './escalation.ts';

const BASE = '/api/ecc/wakeups';

describe.each(testBackends())('wake-ups on %s', (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  const dataDir = mkdtempSync(join(tmpdir(), 'wakeups-'));

  beforeAll(async () => {
    t = await openTestApp(backend, { DATA_DIR: dataDir, WAKEUP_ESCALATION_MINUTES: '10' });
    await t.database.db.transaction((tx) => insertDemoSubscriptions({ tx }));
    call = callerOf(t.app);
  });
  afterAll(() => t.close());

  const send = async (user: string, codes: string[], subject?: string) => {
    const res = await call(user, 'POST', BASE, await wakeupTo(t.app, codes, subject));
    expect(res.status).toBe(201);
    return res.body.wakeupIds[0] as number;
  };
  const act = (user: string, id: number, action: string) =>
    call(user, 'POST', `${BASE}/${id}/actions/${action}`);
  const detail = async (user: string, id: number) => (await call(user, 'GET', `${BASE}/${id}`)).body;
  const rowCount = async () => {
    const [w] = await t.database.db.select({ n: count() }).from(wakeups);
    const [h] = await t.database.db.select({ n: count() }).from(wakeupHistory);
    return { wakeups: w?.n, history: h?.n };
  };
  const counters = async (user: string) => (await call(user, 'GET', '/api/ecc/dashboard/counters')).body;

  it('refuses bad input with a translated problem and writes nothing', async () => {
    const before = await rowCount();
    const good = await wakeupTo(t.app, ['ZH-KAPO']);
    const empty = await call('nat.operator', 'POST', BASE, { ...good, organisationIds: [] });
    expect(empty).toMatchObject({ status: 400, body: { messageKey: 'errors.validation' } });
    const unknown = await call('nat.operator', 'POST', BASE, { ...good, organisationIds: [999_999] });
    expect(unknown).toMatchObject({
      status: 422,
      body: { messageKey: 'wakeups.errors.unknownOrganisation' },
    });
    const own = await call('nat.operator', 'POST', BASE, await wakeupTo(t.app, ['CH-NAZ']));
    expect(own.body.messageKey).toBe('wakeups.errors.ownOrganisation');
    const event = await call('nat.operator', 'POST', BASE, { ...good, eventId: 999_999 });
    expect(event).toMatchObject({ status: 422, body: { messageKey: 'wakeups.errors.unknownEvent' } });
    const blank = await call('nat.operator', 'POST', BASE, {
      ...good,
      subject: { ...good.subject, fr: ' ' },
    });
    expect(blank.status).toBe(400);
    expect((await call('zh.viewer', 'POST', BASE, good)).status).toBe(403);
    expect(await rowCount()).toEqual(before);
  });

  it('calls the staff of a canton from the national level: console, e-mail, counters and acknowledgement', async () => {
    const zhBefore = await counters('zh.operator');
    const natBefore = await counters('nat.operator');
    const id = await send('nat.operator', ['ZH-KAPO'], 'Lagerapport');
    const sent = await detail('nat.operator', id);
    expect(sent).toMatchObject({ state: 'ACKNOWLEDGE_PENDING', sentBy: 'nat.operator', actions: ['CLOSE'] });
    expect(sent.addressees.map((a: { channel: string }) => a.channel)).toContain('CONSOLE');
    expect(sent.addressees.filter((a: { channel: string }) => a.channel === 'EMAIL').length).toBeGreaterThan(
      0,
    );
    expect((await counters('zh.operator')).wakeupsToBeAcknowledged).toBe(
      zhBefore.wakeupsToBeAcknowledged + 1,
    );
    expect((await counters('nat.operator')).wakeupsWaitAcknowledge).toBe(
      natBefore.wakeupsWaitAcknowledge + 1,
    );

    await deliverAll(t.app, id);
    const mails = (await filesIn(dataDir, 'outbox')).filter((m) => m.includes('Lagerapport'));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]).toContain('/api/public/wakeups/acknowledge?token=');

    expect(await act('be.operator', id, 'ACKNOWLEDGE')).toMatchObject({ status: 404 });
    expect(await act('zh.viewer', id, 'ACKNOWLEDGE')).toMatchObject({ status: 403 });
    const done = await act('zh.operator', id, 'ACKNOWLEDGE');
    expect(done.body).toMatchObject({ state: 'ACKNOWLEDGED', acknowledgedBy: 'zh.operator' });
    expect((await counters('nat.operator')).wakeupsWaitAcknowledge).toBe(natBefore.wakeupsWaitAcknowledge);

    const before = await rowCount();
    const twice = await act('zh.operator2', id, 'ACKNOWLEDGE');
    expect(twice).toMatchObject({ status: 409, body: { messageKey: 'wakeups.errors.alreadyAcknowledged' } });
    expect(await rowCount()).toEqual(before);
  });

  it('waits for the receiving canton’s interstate approval; the national level decides after the timeout', async () => {
    const id = await send('zh.operator', ['BE-KAPO']);
    const pending = await detail('be.operator', id);
    expect(pending).toMatchObject({ state: 'INTERSTATE_APPROVAL_PENDING', actions: ['APPROVE', 'REFUSE'] });
    expect(pending.addressees).toEqual([]);
    expect((await counters('be.operator')).wakeupsDecideInterstateApproval).toBeGreaterThan(0);
    expect(await act('be.operator', id, 'ACKNOWLEDGE')).toMatchObject({ status: 409 });
    expect(await act('nat.operator', id, 'APPROVE')).toMatchObject({
      status: 403,
      body: { messageKey: 'wakeups.errors.notYourDecision' },
    });
    const approved = await act('be.operator', id, 'APPROVE');
    expect(approved.body.state).toBe('ACKNOWLEDGE_PENDING');
    expect(approved.body.addressees.length).toBeGreaterThan(0);

    const refused = await send('zh.operator', ['BE-KAPO']);
    expect((await act('be.operator', refused, 'REFUSE')).body.state).toBe('CLOSED');

    const late = await send('zh.operator', ['BE-KAPO']);
    await t.database.db
      .update(wakeups)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(wakeups.id, late));
    expect((await act('nat.operator', late, 'APPROVE')).body.state).toBe('ACKNOWLEDGE_PENDING');
  });

  it('lets only the sender close a wake-up, once', async () => {
    const id = await send('zh.operator', ['CH-NAZ']);
    expect(await act('nat.operator', id, 'CLOSE')).toMatchObject({ status: 403 });
    expect((await act('zh.operator2', id, 'CLOSE')).body.state).toBe('CLOSED');
    expect(await act('zh.operator', id, 'CLOSE')).toMatchObject({ status: 409 });
  });

  it('shows each canton its own wake-ups and keeps LIVE and EXERCISE apart', async () => {
    const id = await send('nat.operator', ['ZH-KAPO'], 'Territorium');
    expect((await call('so.operator', 'GET', `${BASE}/${id}`)).status).toBe(404);
    expect((await call('zh.viewer', 'GET', `${BASE}/${id}`)).status).toBe(200);
    expect((await call('zh.trainee', 'GET', `${BASE}/${id}`)).status).toBe(404);
    const ids = async (user: string) =>
      (await call(user, 'GET', `${BASE}?size=200`)).body.items.map((w: { wakeupId: number }) => w.wakeupId);
    expect(await ids('zh.viewer')).toContain(id);
    expect(await ids('so.operator')).not.toContain(id);

    const exercise = await send('zh.trainee', ['CH-NAZ'], 'Übung');
    expect((await detail('zh.trainee', exercise)).operationMode).toBe('EXERCISE');
    expect(await ids('zh.trainee')).toEqual([exercise]);
    expect(await ids('nat.operator')).not.toContain(exercise);
    expect(await act('nat.operator', exercise, 'ACKNOWLEDGE')).toMatchObject({ status: 404 });
  });

  it('escalates to the deputies when nobody acknowledged within WAKEUP_ESCALATION_MINUTES', async () => {
    const id = await send('nat.operator', ['ZH-KAPO'], 'Eskalation');
    expect((await t.app.jobs.pending())['wakeup.escalate']).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(wakeups).where(eq(wakeups.id, id));
    const calledAt = row!.calledAt!.getTime();
    const minutes = (m: number) => new Date(calledAt + m * 60_000);
    const deputies = () =>
      t.database.db.select().from(wakeupAddressees).where(eq(wakeupAddressees.wakeupId, id));

    expect(await escalateWakeup(t.app, { wakeupId: id, step: 1 }, minutes(9.9))).toBe(false);
    expect((await deputies()).filter((a) => a.step === 1)).toEqual([]);
    expect(await escalateWakeup(t.app, { wakeupId: id, step: 1 }, minutes(10))).toBe(true);
    const called = (await deputies()).filter((a) => a.step === 1);
    expect(called.map((a) => a.channel)).toEqual(['SMS']);
    // The same job again (a second server, a restart) changes nothing.
    expect(await escalateWakeup(t.app, { wakeupId: id, step: 1 }, minutes(10))).toBe(false);
    const escalated = await detail('nat.operator', id);
    expect(escalated.escalations).toBe(1);
    expect(escalated.history.map((h: { action: string }) => h.action)).toEqual(['SEND', 'ESCALATE']);

    await deliverAll(t.app, id);
    expect((await filesIn(dataDir, 'sms-outbox')).some((s) => s.includes('Eskalation'))).toBe(true);

    await act('zh.operator', id, 'ACKNOWLEDGE');
    expect(await escalateWakeup(t.app, { wakeupId: id, step: 2 }, minutes(20))).toBe(false);
  });
});
