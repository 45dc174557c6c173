import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH } from '../../domain/live.ts';
import { openTestApp, type TestApp } from '../test-support/app.ts';
import { testBackends } from '../test-support/database.ts';
import { loginAs } from '../test-support/login.ts';

// A maintenance restart (SIGTERM → app.close()) must not wait for the consoles that are still connected.
describe.each(testBackends())('shutdown on %s', (backend) => {
  let t: TestApp;
  // Opening a fresh database may take long on a loaded machine: only the shutdown itself is timed.
  beforeAll(async () => {
    t = await openTestApp(backend);
  });

  it('closes promptly while a live socket is connected', async () => {
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
    // Timed: until the console lets the socket go (dropping the test database afterwards is not).
    const started = performance.now();
    const closed = t.close();
    await disconnected;
    expect(performance.now() - started).toBeLessThan(3000);
    await closed;
  });
});
