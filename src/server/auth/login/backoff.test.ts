import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { applicationUsers, auditLog, loginBackoff } from '../../db/schema/index.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf, finishLogin, startLogin, TEST_PASSWORD } from '../../test-support/login.ts';

const ATTACKER = '203.0.113.66';
const OPERATOR = '198.51.100.10';

describe.each(testBackends())('login back-off on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    // Two failures in a row back an address off; twenty on the account back off unknown addresses.
    t = await openTestApp(backend, { LOGIN_MAX_FAILURES: '2', LOGIN_LOCK_MINUTES: '15' });
  });
  afterAll(() => t.close());

  /** One login attempt from `address`; answers the status (303 when the password was accepted). */
  async function login(username: string, password: string, address: string) {
    const flow = await startLogin(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: flow.loginPage,
      remoteAddress: address,
      headers: {
        cookie: flow.jar.header(flow.loginPage),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ username, password }).toString(),
    });
    flow.jar.take(response);
    if (response.statusCode === 303) await finishLogin(t.app, flow, response);
    return response.statusCode;
  }

  async function lastAudit(username: string) {
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userName, username))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row!;
  }

  async function waitSeconds(username: string, address: string) {
    const [row] = await t.database.db
      .select({ seconds: sql<number>`extract(epoch from ${loginBackoff.blockedUntil} - now())::int` })
      .from(loginBackoff)
      .where(and(eq(loginBackoff.username, username), eq(loginBackoff.address, address)));
    return row?.seconds ?? null;
  }

  it('backs off the attacker’s address while the operator logs in from another', async () => {
    const attacker = [];
    for (let i = 0; i < 4; i++) attacker.push(await login('zh.operator', 'guess-number-x', ATTACKER));
    expect(attacker).toEqual([401, 401, 401, 401]);
    // Even the right password waits at the attacker's address, with the one message for every refusal.
    expect(await login('zh.operator', TEST_PASSWORD, ATTACKER)).toBe(401);
    expect(await lastAudit('zh.operator')).toMatchObject({
      action: 'LOGIN_FAILED',
      after: { reason: 'LOCKED', remoteAddress: ATTACKER },
    });
    expect(await login('zh.operator', TEST_PASSWORD, OPERATOR)).toBe(303);
    expect(await lastAudit('zh.operator')).toMatchObject({
      action: 'LOGIN',
      after: { remoteAddress: OPERATOR },
    });
  });

  it('lets an address that waits in again once an administrator set a new password', async () => {
    const address = '203.0.113.80';
    for (let i = 0; i < 3; i++) await login('zh.viewer', 'guess-number-x', address);
    expect(await login('zh.viewer', TEST_PASSWORD, address)).toBe(401);
    const [user] = await t.database.db
      .select({ id: applicationUsers.id })
      .from(applicationUsers)
      .where(eq(applicationUsers.username, 'zh.viewer'));
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/scc/data/applicationusers/${user!.id}/password`,
      headers: await bearerOf(t.app, 'admin'),
      payload: { password: TEST_PASSWORD },
    });
    expect(reset.statusCode).toBe(204);
    expect(await waitSeconds('zh.viewer', address)).toBeNull();
    expect(await login('zh.viewer', TEST_PASSWORD, address)).toBe(303);
  });

  it('doubles the wait of an address at each failure after one', async () => {
    const address = '203.0.113.70';
    await login('be.operator', 'guess-number-x', address);
    await login('be.operator', 'guess-number-x', address);
    expect(await lastAudit('be.operator')).toMatchObject({
      action: 'ACCOUNT_LOCKED',
      after: { lockScope: 'address', remoteAddress: address },
    });
    const first = await waitSeconds('be.operator', address);
    expect(first).toBeGreaterThan(14 * 60);
    expect(first).toBeLessThanOrEqual(15 * 60);
    // The wait is over: the next failure waits twice as long.
    await t.database.db
      .update(loginBackoff)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(and(eq(loginBackoff.username, 'be.operator'), eq(loginBackoff.address, address)));
    expect(await login('be.operator', 'guess-number-x', address)).toBe(401);
    expect(await waitSeconds('be.operator', address)).toBeGreaterThan(29 * 60);
  });

  it('slows a guess spread over many addresses down for the account, except at addresses the operator used', async () => {
    expect(await login('so.operator', TEST_PASSWORD, OPERATOR)).toBe(303);
    for (let i = 1; i <= 20; i++) await login('so.operator', 'guess-number-x', `203.0.113.${100 + i}`);
    expect(await lastAudit('so.operator')).toMatchObject({
      action: 'ACCOUNT_LOCKED',
      after: { lockScope: 'account', accountFailures: 20 },
    });
    // A fresh address with the right password waits too; the operator's own desk does not.
    expect(await login('so.operator', TEST_PASSWORD, '203.0.113.200')).toBe(401);
    expect(await login('so.operator', TEST_PASSWORD, OPERATOR)).toBe(303);
  });

  it('backs off on every console server: the wait lives in the database', async () => {
    const second = await buildApp({
      config: loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent' }),
      database: t.database,
    });
    try {
      const flow = await startLogin(second);
      const response = await second.inject({
        method: 'POST',
        url: flow.loginPage,
        remoteAddress: ATTACKER,
        headers: {
          cookie: flow.jar.header(flow.loginPage),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ username: 'zh.operator', password: TEST_PASSWORD }).toString(),
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
