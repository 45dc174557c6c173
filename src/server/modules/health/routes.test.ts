import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { seedBase } from '../../db/seed/demo.ts';
import { type Backend, openTestDatabase, testBackends } from '../../test-support/database.ts';
import { bearerOf, TEST_PASSWORD } from '../../test-support/login.ts';
import { TcpProxy } from '../../test-support/tcp-proxy.ts';

/**
 * A console whose database can be taken away: PGlite is closed under it; PostgreSQL is reached through
 * a loopback proxy that then refuses.
 */
async function openConsole(backend: Backend) {
  const seeded = await openTestDatabase(backend);
  await seedBase(seeded.db, { password: TEST_PASSWORD });
  let database: Database = seeded;
  let proxy: TcpProxy | undefined;
  if (backend === 'postgres') {
    const pool = seeded.pool?.options as { connectionString: string };
    const target = new URL(pool.connectionString);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port) || 5432 });
    await proxy.start();
    target.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ databaseUrl: target.toString() });
    await database.migrate();
  }
  const app = await buildApp({
    config: loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent' }),
    database,
  });
  await app.ready();
  return {
    app,
    cutDatabase: () => (proxy ? proxy.setMode('refuse') : seeded.close()),
    async close() {
      await app.close();
      if (proxy) {
        await database.close();
        await proxy.stop();
      }
      // A closed PGlite is already closed.
      if (backend === 'postgres') await seeded.close();
    },
  };
}

describe.each(testBackends())('health and outages on %s', (backend) => {
  let opened: Awaited<ReturnType<typeof openConsole>> | undefined;
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it('says ready while the database answers, and unavailable (API 503) once it does not', async () => {
    opened = await openConsole(backend);
    const { app } = opened;
    const bearer = await bearerOf(app, 'zh.operator');
    expect((await app.inject('/health/ready')).json()).toEqual({ status: 'ok', database: 'up' });

    await opened.cutDatabase();

    const started = performance.now();
    const ready = await app.inject('/health/ready');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect((await app.inject('/health/live')).statusCode).toBe(200);

    const events = await app.inject({ url: '/api/ecc/dashboard/events', headers: bearer });
    expect(events.statusCode).toBe(503);
    expect(events.headers['content-type']).toContain('application/problem+json');
    expect(events.headers['retry-after']).toMatch(/^\d+$/);
    expect(events.json()).toMatchObject({ status: 503, messageKey: 'errors.databaseUnavailable' });
  }, 60_000);
});
