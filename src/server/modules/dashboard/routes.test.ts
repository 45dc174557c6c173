import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH, type LiveMessage } from '../../../domain/live.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { seedDemoEvents } from '../../test-support/events.ts';
import { bearerOf, loginAs } from '../../test-support/login.ts';
import { changeEventState } from '../events/commands.ts';

type Headers = { authorization: string };
type Listed = {
  eventId: number;
  eventState: string;
  messageType: string | null;
  affectedStates: string[];
  awaitingApprovalFrom: string[];
  nationalMayDecideAt: string | null;
};
const SYSTEM = { userName: 'test', organisation: null, requestId: null };

describe.each(testBackends())('dashboard on %s', (backend) => {
  let t: TestApp;
  const bearers: Record<string, Headers> = {};

  beforeAll(async () => {
    t = await openTestApp(backend);
    await seedDemoEvents(t.app);
    for (const user of ['admin', 'zh.operator', 'be.operator', 'so.operator', 'zh.trainee', 'zh.viewer']) {
      bearers[user] = await bearerOf(t.app, user);
    }
  });
  afterAll(() => t.close());

  const get = async (url: string, user?: string) =>
    t.app.inject({ method: 'GET', url, ...(user ? { headers: bearers[user] } : {}) });
  const listOf = async (url: string, user: string): Promise<Listed[]> => (await get(url, user)).json();
  const titlesOf = (events: Listed[]) => events.map((e) => `${e.eventState}:${e.affectedStates.join('+')}`);

  it('refuses anonymous callers', async () => {
    for (const url of ['/api/ecc/dashboard/events', '/api/ecc/dashboard/counters']) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it('shows a national user every event of their operation mode, counted for CH', async () => {
    const events = await listOf('/api/ecc/dashboard/events', 'admin');
    expect(events).toHaveLength(6);
    expect((await get('/api/ecc/dashboard/counters', 'admin')).json()).toEqual({
      activeEvents: 3,
      pendingPublications: 2,
      inPreparationEvents: 1,
      // The seeded BE+SO approval was submitted long ago: Solothurn's deadline has passed.
      approvalsToDecide: 1,
      approvalsAwaited: 0,
      wakeupsToBeAcknowledged: 0,
      wakeupsWaitAcknowledge: 0,
      wakeupsDecideInterstateApproval: 0,
      wakeupsWaitInterstateApproval: 0,
      wakeupsToBeHandled: 0,
      wakeupsRecountAt: null,
    });
  });

  it('applies the state filter: CH keeps all, a canton only the events reaching it', async () => {
    expect(await listOf('/api/ecc/dashboard/events?state=CH', 'admin')).toHaveLength(6);
    expect(titlesOf(await listOf('/api/ecc/dashboard/events?state=SO', 'admin'))).toEqual([
      'APPROVAL_PENDING:BE+SO',
    ]);
    const gr = (await get('/api/ecc/dashboard/counters?state=GR', 'admin')).json();
    expect(gr).toMatchObject({ activeEvents: 0, pendingPublications: 1, inPreparationEvents: 0 });
    expect((await get('/api/ecc/dashboard/events?state=XX', 'admin')).statusCode).toBe(400);
  });

  it('limits a cantonal user to the events reaching their territory, whatever state they ask for', async () => {
    expect(titlesOf(await listOf('/api/ecc/dashboard/events', 'zh.operator'))).toEqual([
      'ACTIVE:ZH',
      'PREPARATION:ZH',
    ]);
    expect(await listOf('/api/ecc/dashboard/events?state=BE', 'zh.operator')).toEqual([]);
    expect((await get('/api/ecc/dashboard/counters?state=CH', 'zh.operator')).json()).toMatchObject({
      activeEvents: 1,
      pendingPublications: 0,
      inPreparationEvents: 1,
    });
    expect(titlesOf(await listOf('/api/ecc/dashboard/events', 'so.operator'))).toEqual([
      'APPROVAL_PENDING:BE+SO',
    ]);
    expect((await get('/api/ecc/dashboard/counters', 'be.operator')).json()).toMatchObject({
      activeEvents: 1,
      pendingPublications: 1,
      inPreparationEvents: 0,
    });
  });

  it('lists by managed territory and keeps EXERCISE events apart from LIVE ones', async () => {
    expect(titlesOf(await listOf('/api/ecc/dashboard/events/managed-territory', 'be.operator'))).toEqual([
      'ACTIVE:BE',
      'APPROVAL_PENDING:BE+SO',
    ]);
    expect(await listOf('/api/ecc/dashboard/events/managed-territory', 'admin')).toHaveLength(6);
    const exercise = await listOf('/api/ecc/dashboard/events', 'zh.trainee');
    expect(exercise).toHaveLength(1);
    expect(exercise[0]).toMatchObject({ eventState: 'ACTIVE', messageType: 'WARNING' });
  });

  it('names the canton that must still decide an interstate approval, and counts it for both sides', async () => {
    const [pending] = await listOf('/api/ecc/dashboard/events', 'so.operator');
    expect(pending).toMatchObject({ eventState: 'APPROVAL_PENDING', awaitingApprovalFrom: ['SO'] });
    expect(Date.parse(String(pending?.nationalMayDecideAt))).toBeLessThan(Date.now());
    const counters = async (user: string) => (await get('/api/ecc/dashboard/counters', user)).json();
    expect(await counters('so.operator')).toMatchObject({ approvalsToDecide: 1, approvalsAwaited: 0 });
    expect(await counters('be.operator')).toMatchObject({ approvalsToDecide: 0, approvalsAwaited: 1 });
    const others = (await listOf('/api/ecc/dashboard/events', 'admin')).filter(
      (e) => e.eventId !== pending!.eventId,
    );
    expect(others.flatMap((e) => e.awaitingApprovalFrom)).toEqual([]);
    expect(others.map((e) => e.nationalMayDecideAt)).toEqual(others.map(() => null));
    // The live message of a change carries it too (the same row as the list).
    const announced = await changeEventState(t.app, SYSTEM, {
      eventId: pending!.eventId,
      state: 'APPROVAL_PENDING',
    });
    expect(announced.awaitingApprovalFrom).toEqual(['SO']);
  });

  it('names the base map tiles only when they are configured', async () => {
    expect((await get('/api/ecc/dashboard/map', 'zh.viewer')).json()).toEqual({ tilesUrl: null });
  });

  it('answers the system status to any logged-in user: central system and simulated sirens up, no other channel here', async () => {
    expect((await get('/api/scc/system/status')).statusCode).toBe(401);
    const status = (await get('/api/scc/system/status', 'zh.viewer')).json();
    expect(status).toEqual({
      centralEccAvailable: true,
      sirenAlarmAvailable: true,
      channels: {
        ICARO: 'DISABLED',
        SIRENS: 'AVAILABLE',
        ALERTSWISS: 'DISABLED',
        KSP_SYNC: 'AVAILABLE',
        TWITTER: 'DISABLED',
      },
    });
  });

  it('publishes a state change to the cantons it reaches, and drops closed events from the dashboard', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const connect = async (user: string) => {
      const { access_token } = await loginAs(t.app, user);
      const socket: Socket = io(address, {
        path: LIVE_PATH,
        auth: { token: access_token },
        transports: ['websocket'],
      });
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      const received: LiveMessage[] = [];
      socket.on('message', (message: LiveMessage) => received.push(message));
      return { socket, received };
    };
    const zurich = await connect('zh.operator');
    const bern = await connect('be.operator');
    try {
      const [preparation] = (await listOf('/api/ecc/dashboard/events', 'zh.operator')).filter(
        (e) => e.eventState === 'PREPARATION',
      );
      await changeEventState(t.app, SYSTEM, { eventId: preparation!.eventId, state: 'ACTIVE' });
      await expect.poll(() => zurich.received.length).toBe(1);
      expect(zurich.received[0]).toMatchObject({
        topic: 'events',
        payload: { eventId: preparation!.eventId, eventState: 'ACTIVE', operationMode: 'LIVE' },
      });
      expect((await get('/api/ecc/dashboard/counters', 'zh.operator')).json()).toMatchObject({
        activeEvents: 2,
        inPreparationEvents: 0,
      });
      await changeEventState(t.app, SYSTEM, { eventId: preparation!.eventId, state: 'CLOSED' });
      await expect.poll(() => zurich.received.length).toBe(2);
      expect(await listOf('/api/ecc/dashboard/events', 'zh.operator')).toHaveLength(1);
      expect(bern.received).toEqual([]);
    } finally {
      zurich.socket.close();
      bern.socket.close();
    }
  });
});
