import { type User, UserManager } from 'oidc-client-ts';
import type { AuthConfig } from './authConfig.ts';
import { CALLBACK_PATH, SILENT_PATH } from './returnTarget.ts';

// Renew this long before expiry; short enough for test servers that issue one-minute tokens.
const RENEW_AHEAD_SECONDS = 15;
// A token this close to expiry is renewed before a request instead of failing in flight.
const EXPIRY_MARGIN_SECONDS = 5;

/** The OpenID Connect client of the console: authorization code with PKCE, renewal by refresh token. */
export function createUserManager(config: AuthConfig, origin: string): UserManager {
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: RENEW_AHEAD_SECONDS,
    loadUserInfo: false,
  });
}

/**
 * The access token for the next request, renewed first when it has expired or is about to; concurrent
 * callers share one renewal. Null when there is no session any more (the caller's request then gets a 401).
 */
export function createAccessTokenSource(manager: UserManager): () => Promise<string | null> {
  let renewal: Promise<User | null> | null = null;

  function renew(): Promise<User | null> {
    renewal ??= manager
      .signinSilent()
      .catch(() => null)
      .finally(() => {
        renewal = null;
      });
    return renewal;
  }

  return async () => {
    let user = await manager.getUser();
    if (user && (user.expires_in ?? Number.POSITIVE_INFINITY) <= EXPIRY_MARGIN_SECONDS) user = await renew();
    return user?.access_token ?? null;
  };
}
