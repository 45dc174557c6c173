import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { LIVE_PATH } from '../../domain/live.ts';
import { openTestApp } from '../test-support/app.ts';
import { testBackends } from '../test-support/database.ts';
import { loginAs } from '../test-support/login.ts';

// A maintenance restart (SIGTERM → app.close()) must not wait for the consoles that are still connected.
describe.each(testBackends())('shutdown on %s', (backend) => {
  it('closes promptly while a live socket is connected', async () => {
    const t = await openTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const { access_token } = await loginAs(t.app, 'admin');
    const socket = io(`http://127.0.0.1:${port}`, {
      path: LIVE_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: { token: access_token },
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const disconnected = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
    const started = performance.now();
    await t.close();
    await disconnected;
    expect(performance.now() - started).toBeLessThan(3000);
  }, 20_000);
});
