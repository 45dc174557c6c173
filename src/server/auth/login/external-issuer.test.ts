import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { openTestDatabase } from '../../test-support/database.ts';
import { loginAs } from '../../test-support/login.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// A console with OIDC_ISSUER trusts another OpenID provider: here a second console's login server on a real port.
describe('console with an external OpenID provider (OIDC_ISSUER)', () => {
  let provider: TestApp;
  let issuer: string;
  let database: Database;
  let consoleApp: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    provider = await openTestApp('pglite', { PUBLIC_URL: origin });
    await provider.app.listen({ port, host: '127.0.0.1' });
    issuer = `${origin}/oauth`;
    database = await openTestDatabase('pglite');
    consoleApp = await buildApp({
      config: loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent', OIDC_ISSUER: issuer }),
      database,
    });
  });
  afterAll(async () => {
    await consoleApp.close();
    await database.close();
    await provider.close();
  });

  it('sends the web to the external provider and mounts no login server of its own', async () => {
    expect((await consoleApp.inject('/api/public/auth-config')).json()).toMatchObject({ authority: issuer });
    expect((await consoleApp.inject('/oauth/jwks')).statusCode).toBe(404);
  });

  it('accepts the provider’s tokens with their claims and refuses tokens it did not sign', async () => {
    const { access_token } = await loginAs(provider.app, 'be.operator');
    const me = await consoleApp.inject({
      url: '/api/scc/me',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userName: 'be.operator', stateCode: 'BE' });

    const [header, payload] = access_token.split('.');
    const forged = await consoleApp.inject({
      url: '/api/scc/me',
      headers: { authorization: `Bearer ${header}.${payload}.${'A'.repeat(342)}` },
    });
    expect(forged.statusCode).toBe(401);
  });
});
