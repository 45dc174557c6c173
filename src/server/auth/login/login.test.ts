import { eq } from 'drizzle-orm';
import { decodeJwt, importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { auditLog, loginBackoff, oidcKeys } from '../../db/schema/index.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { finishLogin, loginAs, startLogin, submitLogin, TEST_PASSWORD } from '../../test-support/login.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testBackends())('login server on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(backend, { LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(() => t.close());

  async function me(accessToken: string) {
    return t.app.inject({ url: '/api/scc/me', headers: { authorization: `Bearer ${accessToken}` } });
  }

  async function auditActions(userName: string) {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.userName, userName));
    return rows.map((r) => r.action);
  }

  it('publishes where the web logs in', async () => {
    const response = await t.app.inject('/api/public/auth-config');
    expect(response.json()).toEqual({
      authority: 'http://localhost:8080/oauth',
      clientId: 'console',
      scope: 'openid profile api',
      idleMinutes: 30,
    });
  });

  it('logs two users of different profiles in and gives each their own claims and permissions', async () => {
    const national = await loginAs(t.app, 'admin');
    const cantonal = await loginAs(t.app, 'zh.operator');

    expect(decodeJwt(national.access_token)).toMatchObject({
      user_name: 'admin',
      organisation: 'CH-NAZ',
      user_profiles: ['NATIONAL_ADMINISTRATOR'],
      managed_territory: 'CH',
      organisation_characteristic: 'CH_ALL',
      operation_mode: 'LIVE',
      group_login: false,
      lang: 'de',
    });
    const nationalMe = (await me(national.access_token)).json();
    const cantonalMe = (await me(cantonal.access_token)).json();
    expect(nationalMe.permissions).toContain('BANNER_PUBLISH');
    expect(cantonalMe).toMatchObject({
      userName: 'zh.operator',
      stateCode: 'ZH',
      organisationCharacteristic: null,
    });
    expect(cantonalMe.permissions).not.toContain('BANNER_PUBLISH');
    expect(cantonalMe.profiles).toEqual([{ name: 'zh.operator', profileName: 'CANTONAL_OPERATOR' }]);
    expect(await auditActions('admin')).toContain('LOGIN');
  });

  it('shows the login page in the language the console asked for, with labelled fields', async () => {
    const flow = await startLogin(t.app, { uiLocales: 'fr' });
    const page = await t.app.inject({
      url: flow.loginPage,
      headers: { cookie: flow.jar.header(flow.loginPage) },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<label for="username">Nom d’utilisateur</label>');
    expect(page.body).toContain('<label for="password">Mot de passe</label>');
  });

  it('answers a wrong password and an unknown user with the same message, and audits both', async () => {
    const flow = await startLogin(t.app);
    const wrong = await submitLogin(t.app, flow, 'be.operator', 'not-the-password');
    const unknown = await submitLogin(t.app, flow, 'nobody.here', 'whatever-it-is');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('Benutzername oder Passwort ist falsch, oder das Konto ist gesperrt.');
    }
    expect(await auditActions('be.operator')).toContain('LOGIN_FAILED');
    expect(await auditActions('nobody.here')).toContain('LOGIN_FAILED');
    // The form still works after failures: the right password gets through.
    const right = await submitLogin(t.app, flow, 'be.operator', TEST_PASSWORD);
    expect(right.statusCode).toBe(303);
    await finishLogin(t.app, flow, right);
  });

  it('locks an account after repeated failures, refusing even the right password with the same message', async () => {
    const flow = await startLogin(t.app);
    for (let attempt = 0; attempt < 3; attempt++)
      await submitLogin(t.app, flow, 'so.operator', 'wrong-password');
    const locked = await submitLogin(t.app, flow, 'so.operator', TEST_PASSWORD);
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toContain('oder das Konto ist gesperrt');
    expect(await auditActions('so.operator')).toContain('ACCOUNT_LOCKED');
    await t.database.db.delete(loginBackoff).where(eq(loginBackoff.username, 'so.operator'));
  });

  it('renews the access token with a rotating refresh token; a reused refresh token is refused', async () => {
    const first = await loginAs(t.app, 'nat.operator');
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: form,
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: 'console',
        }).toString(),
      });
    const renewed = await refresh(first.refresh_token!);
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await me(next.access_token)).statusCode).toBe(200);
    const reused = await refresh(first.refresh_token!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
  });

  it('refuses a code with the wrong PKCE verifier', async () => {
    const flow = await startLogin(t.app);
    const response = await submitLogin(t.app, flow, 'admin', TEST_PASSWORD);
    await expect(finishLogin(t.app, { ...flow, verifier: 'x'.repeat(43) }, response)).rejects.toThrow(
      /invalid_grant/,
    );
  });

  it('refuses forged, expired and foreign tokens with 401 problem+json', async () => {
    const { access_token } = await loginAs(t.app, 'admin');
    const [header, payload] = access_token.split('.');
    const tampered = `${header}.${payload}.${'A'.repeat(342)}`;
    const [stored] = await t.database.db.select().from(oidcKeys).where(eq(oidcKeys.kid, 'console-signing-1'));
    const key = await importJWK(stored!.jwk as JWK, 'RS256');
    const claims = decodeJwt(access_token);
    const sign = (issuer: string, expiresAt: number) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'console-signing-1' })
        .setIssuer(issuer)
        .setAudience('urn:console:api')
        .setExpirationTime(expiresAt)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign('http://localhost:8080/oauth', now - 60);
    const foreign = await sign('https://elsewhere.example/oauth', now + 600);
    for (const token of [tampered, expired, foreign]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().messageKey).toBe('errors.unauthenticated');
    }
  });

  it('keeps tokens and keys across a restart: a second server on the same database accepts the token', async () => {
    const { access_token, refresh_token } = await loginAs(t.app, 'admin');
    const second = await buildApp({
      config: loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent' }),
      database: t.database,
    });
    try {
      expect(
        (await second.inject({ url: '/api/scc/me', headers: { authorization: `Bearer ${access_token}` } }))
          .statusCode,
      ).toBe(200);
      const renewed = await second.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: form,
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refresh_token!,
          client_id: 'console',
        }).toString(),
      });
      expect(renewed.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('throttles login attempts from one address with a page saying so', async () => {
    const throttledApp = await buildApp({
      config: loadConfig({
        PUBLIC_URL: 'http://localhost:8080',
        LOG_LEVEL: 'silent',
        LOGIN_ATTEMPTS_PER_MINUTE: '2',
      }),
      database: t.database,
    });
    try {
      const started = await startLogin(throttledApp);
      // The login form posts to its own address with the page's language, as rendered.
      const flow = { ...started, loginPage: `${started.loginPage}?lang=en` };
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await submitLogin(throttledApp, flow, 'zh.operator2', 'wrong-password')).statusCode);
      }
      const refused = await submitLogin(throttledApp, flow, 'zh.operator2', 'wrong-password');
      expect(statuses).toEqual([401, 401, 429]);
      expect(refused.body).toContain('Too many login attempts.');
    } finally {
      await throttledApp.close();
    }
  });

  describe('change password page', () => {
    const page = '/oauth/changepw/client?resource=en';
    const change = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: page,
        headers: form,
        payload: new URLSearchParams(fields).toString(),
      });

    it('shows the page in the requested language', async () => {
      const response = await t.app.inject(`/oauth/changepw/client?resource=it`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="it">');
      expect(response.body).toContain('Password attuale');
    });

    it('explains each refusal and changes nothing', async () => {
      const base = {
        username: 'zh.viewer',
        current: TEST_PASSWORD,
        next: 'a-new-secret-1',
        repeat: 'a-new-secret-1',
      };
      const cases: [Record<string, string>, string][] = [
        [{ ...base, current: 'wrong-password' }, 'Wrong username or current password'],
        [{ ...base, repeat: 'something-else-1' }, 'The two new passwords do not match.'],
        [{ ...base, next: 'short', repeat: 'short' }, 'at least 10 characters'],
        [{ ...base, next: TEST_PASSWORD, repeat: TEST_PASSWORD }, 'must differ from the current one'],
        [{ ...base, next: 'zh.viewer-2026', repeat: 'zh.viewer-2026' }, 'must not contain the username'],
      ];
      for (const [fields, message] of cases) {
        const response = await change(fields);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.body).toContain(message);
      }
      await loginAs(t.app, 'zh.viewer', TEST_PASSWORD);
    });

    it('changes the password: the new one logs in, the old one no longer does', async () => {
      const response = await change({
        username: 'zh.trainee',
        current: TEST_PASSWORD,
        next: 'Genève-2026-new',
        repeat: 'Genève-2026-new',
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Your password has been changed.');
      await loginAs(t.app, 'zh.trainee', 'Genève-2026-new');
      await expect(loginAs(t.app, 'zh.trainee', TEST_PASSWORD)).rejects.toThrow(/401/);
      expect(await auditActions('zh.trainee')).toContain('PASSWORD_CHANGED');
    });
  });
});
