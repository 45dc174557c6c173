import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, importJWK, type JWK, SignJWT } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH } from '../../../domain/live.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { oidcKeys } from '../../db/schema/index.ts';
import { seedBase } from '../../db/seed/demo.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { type Backend, openTestDatabase, testBackends } from '../../test-support/database.ts';
import {
  type CookieJar,
  finishLogin,
  type LoginFlow,
  startLogin,
  submitLogin,
  TEST_PASSWORD,
} from '../../test-support/login.ts';
import { SESSION_CHECK_MS } from './sessionCheck.ts';

interface Session {
  jar: CookieJar;
  accessToken: string;
}

async function logIn(app: FastifyInstance, username: string): Promise<Session> {
  const flow: LoginFlow = await startLogin(app);
  const tokens = await finishLogin(app, flow, await submitLogin(app, flow, username, TEST_PASSWORD));
  return { jar: flow.jar, accessToken: tokens.access_token };
}

/** Logs out as the web does: the login server's logout page, confirmed. */
async function logOut(app: FastifyInstance, session: Session) {
  const page = await app.inject({
    url: '/oauth/logout?client_id=console',
    headers: { cookie: session.jar.header('/oauth/logout') },
  });
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!xsrf) throw new Error(`no logout form: ${page.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/oauth/logout/confirm',
    headers: {
      cookie: session.jar.header('/oauth/logout/confirm'),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  expect(confirmed.statusCode).toBe(303);
}

function me(app: FastifyInstance, accessToken: string) {
  return app.inject({ url: '/api/scc/me', headers: { authorization: `Bearer ${accessToken}` } });
}

function portOf(app: FastifyInstance) {
  return (app.server.address() as { port: number }).port;
}

/** A live socket that has connected, and a promise of the reason it is disconnected for. */
async function connect(app: FastifyInstance, token: string) {
  const socket: Socket = io(`http://127.0.0.1:${portOf(app)}`, {
    path: LIVE_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  const ended = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return { socket, ended };
}

describe.each(testBackends())('end of a login session on %s', (backend: Backend) => {
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    t = await openTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A second console server on the same database, as behind a load balancer.
    second = await buildApp({
      config: loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent' }),
      database: t.database,
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('refuses the access token of a logged-out session on every server within seconds', async () => {
    const session = await logIn(t.app, 'zh.operator');
    expect((await me(t.app, session.accessToken)).statusCode).toBe(200);
    // The second server has seen the token and remembers its session as alive for a few seconds.
    expect((await me(second, session.accessToken)).statusCode).toBe(200);
    await logOut(t.app, session);
    expect((await me(t.app, session.accessToken)).statusCode).toBe(401);
    await expect
      .poll(async () => (await me(second, session.accessToken)).statusCode, {
        timeout: SESSION_CHECK_MS + 3_000,
        interval: 250,
      })
      .toBe(401);
    const refused = await me(second, session.accessToken);
    expect(refused.json().messageKey).toBe('errors.unauthenticated');
  });

  it('disconnects the live socket at logout and refuses it to reconnect with that token', async () => {
    const session = await logIn(t.app, 'be.operator');
    const local = await connect(t.app, session.accessToken);
    const sockets = [local];
    // Across servers the logout travels through the PostgreSQL adapter; PGlite has one server only.
    if (backend === 'postgres') sockets.push(await connect(second, session.accessToken));
    const other = await logIn(t.app, 'nat.operator');
    const bystander = await connect(t.app, other.accessToken);
    await logOut(t.app, session);
    for (const { ended } of sockets) expect(await ended).toBe('io server disconnect');
    await expect(connect(t.app, session.accessToken)).rejects.toThrow('errors.unauthenticated');
    expect(bystander.socket.connected).toBe(true);
    bystander.socket.close();
  });

  it('disconnects the live socket when its access token expires', async () => {
    const session = await logIn(t.app, 'so.operator');
    const [stored] = await t.database.db.select().from(oidcKeys).where(eq(oidcKeys.kid, 'console-signing-1'));
    const key = await importJWK(stored!.jwk as JWK, 'RS256');
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const shortLived = await new SignJWT({ ...decodeJwt(session.accessToken), exp: expiresAt })
      .setProtectedHeader({ alg: 'RS256', kid: 'console-signing-1' })
      .sign(key);
    const { ended } = await connect(t.app, shortLived);
    expect(await ended).toBe('io server disconnect');
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000);
  });
});

describe('a session store that does not answer', () => {
  it('fails the request as an outage, never as a 401', async () => {
    const database = await openTestDatabase('pglite');
    await seedBase(database.db, { password: TEST_PASSWORD });
    const app = await buildApp({
      config: loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent' }),
      database,
    });
    try {
      const { accessToken } = await logIn(app, 'admin');
      await database.close();
      const response = await me(app, accessToken);
      expect(response.statusCode).toBe(503);
      expect(response.json().messageKey).toBe('errors.databaseUnavailable');
    } finally {
      await app.close();
    }
  }, 60_000);
});
