import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERSTATE_TIMEOUT_MINUTES } from '../../../domain/eventWorkflow.ts';
import type { WakeupNotification } from '../../../domain/wakeups.ts';
import { organisations, wakeups } from '../../db/schema/index.ts';
import { insertDemoWakeups } from '../../db/seed/wakeups.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';
import { connectLive } from './liveTestClient.ts';
import { publishWakeup } from './publishWakeup.ts';

const counters = (acknowledge: number, waitAcknowledge: number, decide: number, waitApproval: number) => ({
  wakeupsToBeAcknowledged: acknowledge,
  wakeupsWaitAcknowledge: waitAcknowledge,
  wakeupsDecideInterstateApproval: decide,
  wakeupsWaitInterstateApproval: waitApproval,
  wakeupsToBeHandled: acknowledge + decide,
});

describe.each(testBackends())('wake-up counters and notification on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(backend);
    await t.database.db.transaction((tx) => insertDemoWakeups({ tx }));
  });
  afterAll(() => t.close());

  const get = async (url: string, user: string) =>
    t.app.inject({ method: 'GET', url, headers: await bearerOf(t.app, user) });
  const wakeupCountsOf = async (user: string) => {
    const body = (await get('/api/ecc/dashboard/counters', user)).json();
    return Object.fromEntries(
      Object.entries(body).filter(([key, value]) => key.startsWith('wakeups') && typeof value === 'number'),
    );
  };

  it('counts per organisation what it received and sent, in its own operation mode', async () => {
    expect(await wakeupCountsOf('zh.operator')).toEqual(counters(2, 1, 0, 1));
    expect(await wakeupCountsOf('be.operator')).toEqual(counters(0, 1, 1, 0));
    expect(await wakeupCountsOf('admin')).toEqual(counters(1, 1, 0, 0));
    expect(await wakeupCountsOf('zh.trainee')).toEqual(counters(1, 0, 0, 0));
    // Solothurn's only wake-up is acknowledged: nothing left to count.
    expect(await wakeupCountsOf('so.operator')).toEqual(counters(0, 0, 0, 0));
  });

  it('seeds each wake-up as sending it would have left it: sender, history, called addressees', async () => {
    const acknowledged = (await get('/api/ecc/wakeups?size=100', 'be.operator'))
      .json()
      .items.find((w: { state: string }) => w.state === 'ACKNOWLEDGED');
    const detail = (await get(`/api/ecc/wakeups/${acknowledged.wakeupId}`, 'be.operator')).json();
    expect(detail).toMatchObject({ sentBy: 'so.operator', acknowledgedBy: 'be.operator' });
    expect(detail.history.map((step: { action: string }) => step.action)).toEqual(['SEND', 'ACKNOWLEDGE']);
    expect(detail.addressees.map((a: { channel: string }) => a.channel)).toContain('CONSOLE');
    expect(detail.addressees.every((a: { deliveredAt: string | null }) => a.deliveredAt !== null)).toBe(true);
  });

  it('names the newest wake-up to act on for the banner, and nothing when there is none', async () => {
    const url = '/api/ecc/dashboard/wakeup-notification';
    expect((await get(url, 'device.admin')).statusCode).toBe(403);
    expect((await get(url, 'zh.operator')).json()).toMatchObject({
      state: 'ACKNOWLEDGE_PENDING',
      updateNotification: true,
      senderOrganisation: 'BE-KAPO',
      receiverOrganisation: 'ZH-KAPO',
      wakeupAsReceiver: true,
      subject: { de: 'Aktualisiert: Sturmwarnung Berner Oberland bis 22:00 verlängert' },
    });
    expect((await get(url, 'be.operator')).json()).toMatchObject({ state: 'INTERSTATE_APPROVAL_PENDING' });
    expect((await get(url, 'so.operator')).json()).toBeNull();
  });

  it('publishes a new wake-up to the consoles of the sender’s and the receiver’s canton only', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const solothurn = await connectLive(t.app, address, 'so.operator');
    const zurich = await connectLive(t.app, address, 'zh.operator');
    const national = await connectLive(t.app, address, 'nat.operator');
    try {
      const idOf = async (code: string) =>
        (await t.database.db.select().from(organisations).where(eq(organisations.code, code)))[0]!.id;
      const [created] = await t.database.db
        .insert(wakeups)
        .values({
          subject: {
            de: 'Felssturz Balsthal',
            fr: 'Éboulement à Balsthal',
            it: 'Frana a Balsthal',
            en: 'Rockfall at Balsthal',
          },
          state: 'ACKNOWLEDGE_PENDING',
          operationMode: 'LIVE',
          senderOrganisationId: await idOf('CH-NAZ'),
          receiverOrganisationId: await idOf('SO-KAPO'),
        })
        .returning();
      await publishWakeup(t.app, created!.id);
      await expect.poll(() => solothurn.payloadsOf<WakeupNotification>('wakeups').length).toBe(1);
      expect(solothurn.payloadsOf<WakeupNotification>('wakeups')[0]).toMatchObject({
        wakeupId: created!.id,
        receiverOrganisation: 'SO-KAPO',
        subject: { fr: 'Éboulement à Balsthal' },
      });
      await expect.poll(() => national.payloadsOf('wakeups').length).toBe(1);
      expect(zurich.payloadsOf('wakeups')).toEqual([]);
      expect(await wakeupCountsOf('so.operator')).toEqual(counters(1, 0, 0, 0));
    } finally {
      for (const client of [solothurn, zurich, national]) client.socket.close();
    }
  });

  it('gives the national level an approval once the canton let its deadline pass, as the server lets it decide', async () => {
    const countersOf = async (user: string) => (await get('/api/ecc/dashboard/counters', user)).json();
    const pending = (await get('/api/ecc/wakeups?state=INTERSTATE_APPROVAL_PENDING', 'nat.operator')).json();
    expect(pending.items).toHaveLength(1);
    const [zurichToBern] = pending.items;
    expect(zurichToBern).toMatchObject({ senderOrganisation: 'ZH-KAPO', awaitingApprovalFrom: ['BE'] });
    const sentAgo = (minutes: number) =>
      t.database.db
        .update(wakeups)
        .set({ createdAt: sql`now() - ${`${minutes} minutes`}::interval` })
        .where(eq(wakeups.id, zurichToBern.wakeupId));
    const detailOf = async (user: string) =>
      (await get(`/api/ecc/wakeups/${zurichToBern.wakeupId}`, user)).json();

    // Sent 7 minutes ago: Bern decides alone for 3 more minutes, then the national level may too.
    await sentAgo(7);
    const early = await detailOf('nat.operator');
    expect(early.actions).toEqual([]);
    expect(Date.parse(early.nationalMayDecideAt)).toBe(
      Date.parse(early.createdAt) + INTERSTATE_TIMEOUT_MINUTES * 60_000,
    );
    expect(await countersOf('nat.operator')).toMatchObject({
      wakeupsDecideInterstateApproval: 0,
      wakeupsRecountAt: early.nationalMayDecideAt,
    });
    expect(await countersOf('be.operator')).toMatchObject({
      wakeupsDecideInterstateApproval: 1,
      wakeupsRecountAt: null,
    });

    await sentAgo(11);
    expect((await detailOf('nat.operator')).actions).toEqual(['APPROVE', 'REFUSE']);
    const national = await countersOf('nat.operator');
    expect(national).toMatchObject({ wakeupsDecideInterstateApproval: 1, wakeupsRecountAt: null });
    expect(national.wakeupsToBeHandled).toBe(national.wakeupsToBeAcknowledged + 1);
    // Bern may still decide, and Zurich still waits.
    expect(await wakeupCountsOf('be.operator')).toEqual(counters(0, 1, 1, 0));
    expect(await wakeupCountsOf('zh.operator')).toMatchObject({ wakeupsWaitInterstateApproval: 1 });
  });
});
