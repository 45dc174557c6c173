import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { type LoginFlow, startLogin, submitLogin, TEST_PASSWORD } from '../../test-support/login.ts';

// The database goes away between the authorization request and the login form, as in a real outage.
describe('the login server while its database is unreachable', () => {
  let t: TestApp;
  let flow: LoginFlow;

  beforeAll(async () => {
    t = await openTestApp('pglite');
    flow = await startLogin(t.app);
    await t.database.close();
  });
  afterAll(() => t.app.close());

  it('says so on the login page, in the user’s language, instead of calling the login expired', async () => {
    const page = await t.app.inject({
      url: flow.loginPage,
      headers: { cookie: flow.jar.header(flow.loginPage), 'accept-language': 'fr-CH,fr;q=0.9' },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.body).toContain('la base de données centrale ne répond pas');
    const post = await submitLogin(t.app, flow, 'zh.operator', TEST_PASSWORD);
    expect(post.statusCode).toBe(503);
  });

  it('answers the authorization and token endpoints with 503 temporarily unavailable, not 500', async () => {
    const authorize = await t.app.inject({
      url: `/oauth/authorize?${new URLSearchParams({
        client_id: t.app.config.OIDC_CLIENT_ID,
        response_type: 'code',
        redirect_uri: `${t.app.config.PUBLIC_URL}/auth/callback`,
        scope: 'openid',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
        ui_locales: 'de',
      })}`,
    });
    expect(authorize.statusCode).toBe(503);
    expect(authorize.body).toContain('Die zentrale Datenbank antwortet nicht');
    const token = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'a-refresh-token',
        client_id: t.app.config.OIDC_CLIENT_ID,
      }).toString(),
    });
    expect(token.statusCode).toBe(503);
    expect(token.headers['retry-after']).toBe('5');
    expect(token.json()).toMatchObject({ error: 'temporarily_unavailable' });
  });
});
