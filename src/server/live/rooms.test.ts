import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH, type LiveMessage } from '../../domain/live.ts';
import { openTestApp, type TestApp } from '../test-support/app.ts';
import { testBackends } from '../test-support/database.ts';
import { loginAs } from '../test-support/login.ts';

describe.each(testBackends())('live rooms on %s', (backend) => {
  let t: TestApp;
  const sockets = new Map<string, { socket: Socket; received: LiveMessage[] }>();

  beforeAll(async () => {
    t = await openTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    for (const user of ['zh.operator', 'zh.trainee', 'be.operator', 'nat.operator']) {
      const { access_token } = await loginAs(t.app, user);
      const socket = io(`http://127.0.0.1:${port}`, {
        path: LIVE_PATH,
        transports: ['websocket'],
        auth: { token: access_token },
      });
      const received: LiveMessage[] = [];
      socket.on('message', (message: LiveMessage) => received.push(message));
      await new Promise<void>((resolve) => socket.on('connect', resolve));
      sockets.set(user, { socket, received });
    }
  });
  afterAll(async () => {
    for (const { socket } of sockets.values()) socket.close();
    await t.close();
  });

  async function receivers(marker: string): Promise<string[]> {
    // The marker message goes to everyone; once it has arrived everywhere, earlier messages have too.
    t.app.live.publish('system', { marker });
    await expect
      .poll(() =>
        [...sockets.values()].every(({ received }) =>
          received.some((m) => (m.payload as { marker?: string }).marker === marker),
        ),
      )
      .toBe(true);
    return [...sockets.entries()]
      .filter(([, { received }]) =>
        received.some((m) => m.topic === 'events' && (m.payload as { id: string }).id === marker),
      )
      .map(([user]) => user)
      .sort();
  }

  it('sends an event to the cantons it concerns and to national users, in its own operation mode only', async () => {
    t.app.live.publish('events', { id: 'live-zh' }, { states: ['ZH'], operationMode: 'LIVE' });
    expect(await receivers('live-zh')).toEqual(['nat.operator', 'zh.operator']);
    t.app.live.publish('events', { id: 'exercise-zh' }, { states: ['ZH'], operationMode: 'EXERCISE' });
    expect(await receivers('exercise-zh')).toEqual(['zh.trainee']);
  });

  it("hands a server's messages to its sockets in the order it published them, large and small alike", async () => {
    // Above 8,000 bytes the PostgreSQL adapter stores a message before its NOTIFY: it takes longer.
    const sent = Array.from({ length: 20 }, (_, i) => ({
      id: `order-${i}`,
      filler: 'x'.repeat(i % 2 ? 9_000 : 10),
    }));
    for (const payload of sent)
      t.app.live.publish('events', payload, { states: ['ZH'], operationMode: 'LIVE' });
    await receivers('order-done');
    const arrived = sockets
      .get('zh.operator')!
      .received.map((m) => (m.payload as { id?: string }).id)
      .filter((id) => id?.startsWith('order-'));
    expect(arrived).toEqual(sent.map((payload) => payload.id));
  });
});
