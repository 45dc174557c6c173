import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../test-support/app.ts';
import { testBackends } from '../test-support/database.ts';
import { finishLogin, startLogin, submitLogin, TEST_PASSWORD } from '../test-support/login.ts';

function directivesOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectProtected(response: LightMyRequestResponse) {
  const csp = directivesOf(response);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toContain("'self'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

// An inline script would need 'unsafe-inline', which the policy does not allow.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>/i;

describe.each(testBackends())('security headers on %s', (backend) => {
  let t: TestApp;
  let https: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'console-web-'));

  beforeAll(async () => {
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><script type="module" src="/app.js"></script>',
    );
    writeFileSync(join(webDist, 'app.js'), 'console.log(1)');
    t = await openTestApp(backend, {
      WEB_DIST: webDist,
      MAP_TILES_URL: 'https://{a-c}.tiles.example.ch/{z}/{x}/{y}.png',
    });
    https = await openTestApp(backend, { PUBLIC_URL: 'https://console.example.ch' });
  });
  afterAll(async () => {
    await t.close();
    await https.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('protects API answers, refusals and unknown paths alike', async () => {
    for (const url of ['/api/public/auth-config', '/api/scc/me', '/api/nothing-here']) {
      expectProtected(await t.app.inject(url));
    }
  });

  it('protects the login, logout and error pages of the login server, which hold no inline script', async () => {
    const flow = await startLogin(t.app);
    const login = await t.app.inject({ url: flow.loginPage, headers: { cookie: flow.jar.header('/') } });
    await finishLogin(t.app, flow, await submitLogin(t.app, flow, 'zh.operator', TEST_PASSWORD));
    const logout = await t.app.inject({
      url: '/oauth/logout?client_id=console',
      headers: { cookie: flow.jar.header('/oauth/logout') },
    });
    const error = await t.app.inject('/oauth/authorize?client_id=nobody');
    const changePassword = await t.app.inject('/oauth/changepw/client?resource=en');
    for (const page of [login, logout, error, changePassword]) {
      expect(page.headers['content-type']).toContain('text/html');
      expectProtected(page);
      expect(page.body).not.toMatch(INLINE_SCRIPT);
    }
    expect(logout.body).toContain('<script src="/login/logout.js"></script>');
    const script = await t.app.inject('/login/logout.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("getElementById('logout-yes').click()");
  });

  it('lets the login server’s own auto-submitting page run only its one script, pinned by hash', async () => {
    const page = await t.app.inject('/oauth/logout?client_id=console');
    expect(page.body).toContain('document.forms[0].submit()');
    const scripts = directivesOf(page).get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1)).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]+'$/)]);
    expect(directivesOf(page).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('protects the web app and its files; tiles may come from the tile server', async () => {
    const page = await t.app.inject('/home');
    const file = await t.app.inject('/app.js');
    expect(page.statusCode).toBe(200);
    expect(file.statusCode).toBe(200);
    expectProtected(page);
    expectProtected(file);
    const csp = directivesOf(page);
    expect(csp.get('img-src')).toContain('https://*.tiles.example.ch');
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:8080', 'https://*.tiles.example.ch']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('lets only the silent-renewal page be framed, and only by the console itself', async () => {
    expect(directivesOf(await t.app.inject('/auth/silent')).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('sends HSTS and upgrades requests only when the console is reached over https', async () => {
    const plain = await t.app.inject('/api/public/auth-config');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directivesOf(plain).has('upgrade-insecure-requests')).toBe(false);
    const secure = await https.app.inject('/api/public/auth-config');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directivesOf(secure).has('upgrade-insecure-requests')).toBe(true);
    expect(directivesOf(secure).get('connect-src')).toContain('wss://console.example.ch');
  });
});
