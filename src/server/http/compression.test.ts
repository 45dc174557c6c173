import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../test-support/app.ts';
import { testBackends } from '../test-support/database.ts';
import { bearerOf, startLogin } from '../test-support/login.ts';

// Operators on a slow cantonal link get every larger answer compressed; tiny ones are not worth it.
describe.each(testBackends())('compressed answers (%s)', (backend) => {
  let test: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    test = await openTestApp(backend);
    auth = await bearerOf(test.app, 'admin');
  });
  afterAll(() => test.close());

  it('sends a grid page brotli-compressed to a browser that takes brotli', async () => {
    const url = '/api/scc/data/organisations?offset=0&limit=100';
    const plain = await test.app.inject({ url, headers: auth });
    const response = await test.app.inject({ url, headers: { ...auth, 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends the login page gzip-compressed to a client that takes only gzip', async () => {
    const flow = await startLogin(test.app);
    const response = await test.app.inject({
      url: flow.loginPage,
      headers: { cookie: flow.jar.header(flow.loginPage), 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    // A login page is never kept: it carries the session's one-time form.
    expect(response.headers['cache-control']).toMatch(/no-(cache|store)/);
    expect(gunzipSync(response.rawPayload).toString()).toContain('<form');
  });

  it('leaves a small answer and a client without compression alone', async () => {
    const small = await test.app.inject({ url: '/health/live', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await test.app.inject({ url: '/api/scc/data/organisations', headers: auth });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().items.length).toBeGreaterThan(0);
  });
});
