// @vitest-environment happy-dom
import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessTokenSource, isUsable, readStoredSession, userManagerLoader } from './storedSession.ts';
import { createUserManager } from './userManager.ts';

const config = { authority: 'http://console.test/oauth', clientId: 'console', scope: 'openid profile api' };
const nowSeconds = () => Math.floor(Date.now() / 1000);

// The session as the OpenID Connect client itself stores it after a login or a renewal.
async function storeThroughClient(accessToken: string, expiresAt: number) {
  const manager = createUserManager(config, 'http://console.test');
  await manager.storeUser(
    new User({
      access_token: accessToken,
      token_type: 'Bearer',
      profile: {} as never,
      expires_at: expiresAt,
    }),
  );
  manager.stopSilentRenew();
}

afterEach(() => sessionStorage.clear());

describe('the session stored by the OpenID Connect client', () => {
  it('is read without the client: the same token and expiry', async () => {
    const expiresAt = nowSeconds() + 300;
    await storeThroughClient('token-a', expiresAt);
    expect(readStoredSession(config)).toEqual({ accessToken: 'token-a', expiresAt });
  });

  it('is none without a login in this tab, or with a stored value that is no session', () => {
    expect(readStoredSession(config)).toBeNull();
    sessionStorage.setItem(`oidc.user:${config.authority}:${config.clientId}`, '{not json');
    expect(readStoredSession(config)).toBeNull();
  });

  it('is usable until a few seconds before it expires', () => {
    const now = Date.UTC(2026, 10, 26, 12);
    expect(isUsable({ accessToken: 't', expiresAt: now / 1000 + 60 }, now)).toBe(true);
    expect(isUsable({ accessToken: 't', expiresAt: now / 1000 + 2 }, now)).toBe(false);
    expect(isUsable({ accessToken: 't', expiresAt: null }, now)).toBe(true);
  });

  it('gives the stored token to requests while it is usable, and none once the session is gone', async () => {
    await storeThroughClient('token-b', nowSeconds() + 300);
    const accessToken = createAccessTokenSource(config, userManagerLoader(config));
    expect(await accessToken()).toBe('token-b');
    sessionStorage.clear();
    expect(await accessToken()).toBeNull();
  });
});
