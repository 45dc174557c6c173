import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { auditLog } from '../db/schema/index.ts';
import { openTestApp, type TestApp } from '../test-support/app.ts';
import { testBackends } from '../test-support/database.ts';
import { startLogin } from '../test-support/login.ts';
import { trustedProxies } from './trustedProxies.ts';

const PROXY = '10.0.0.7';
const CLIENT = '192.0.2.50';

describe.each(testBackends())('client address behind proxies on %s', (backend) => {
  let direct: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    direct = await openTestApp(backend, { LOGIN_ATTEMPTS_PER_MINUTE: '2' });
    proxied = await openTestApp(backend, {
      LOGIN_ATTEMPTS_PER_MINUTE: '2',
      TRUSTED_PROXIES: `${PROXY}, 10.1.0.0/16`,
    });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  /** A failed login from `peer` claiming to be `forwardedFor`; answers the status. */
  async function attempt(t: TestApp, username: string, peer: string, forwardedFor: string) {
    const flow = await startLogin(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: flow.loginPage,
      remoteAddress: peer,
      headers: {
        cookie: flow.jar.header(flow.loginPage),
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': forwardedFor,
      },
      payload: new URLSearchParams({ username, password: 'wrong-password' }).toString(),
    });
    return response.statusCode;
  }

  async function auditedAddresses(t: TestApp, username: string) {
    const rows = await t.database.db
      .select({ address: sql<string>`${auditLog.after}->>'remoteAddress'` })
      .from(auditLog)
      .where(and(eq(auditLog.userName, username), eq(auditLog.action, 'LOGIN_FAILED')))
      .orderBy(auditLog.id);
    return rows.map((r) => r.address);
  }

  it('ignores X-Forwarded-For by default: a forged address neither escapes the throttle nor reaches the audit log', async () => {
    const statuses = [];
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      statuses.push(await attempt(direct, 'nobody.forged', CLIENT, forged));
    expect(statuses).toEqual([401, 401, 429]);
    expect(await auditedAddresses(direct, 'nobody.forged')).toEqual([CLIENT, CLIENT]);
  });

  it('believes X-Forwarded-For from a trusted proxy only', async () => {
    const viaProxy = [];
    for (const client of ['198.51.100.11', '198.51.100.12', '198.51.100.13'])
      viaProxy.push(await attempt(proxied, 'nobody.proxied', PROXY, client));
    expect(viaProxy).toEqual([401, 401, 401]);
    expect(await auditedAddresses(proxied, 'nobody.proxied')).toEqual([
      '198.51.100.11',
      '198.51.100.12',
      '198.51.100.13',
    ]);

    const untrusted = [];
    for (const forged of ['198.51.100.21', '198.51.100.22', '198.51.100.23'])
      untrusted.push(await attempt(proxied, 'nobody.untrusted', CLIENT, forged));
    expect(untrusted).toEqual([401, 401, 429]);
    expect(await auditedAddresses(proxied, 'nobody.untrusted')).toEqual([CLIENT, CLIENT]);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('reads addresses, CIDR ranges and proxy-addr names; unset trusts nobody', () => {
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies(' , ')).toBe(false);
    expect(trustedProxies('10.0.0.7, 2001:db8::/32,loopback')).toEqual([
      '10.0.0.7',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it('refuses what is not an address or range, naming it', () => {
    expect(() => trustedProxies('10.0.0.7, proxy.example.ch')).toThrow(ConfigError);
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => trustedProxies('*')).toThrow(ConfigError);
  });
});
