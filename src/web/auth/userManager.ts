import { UserManager } from 'oidc-client-ts';
import type { AuthConfig } from './authConfig.ts';
import { CALLBACK_PATH, SILENT_PATH } from './returnTarget.ts';

// Renew this long before expiry; short enough for test servers that issue one-minute tokens.
const RENEW_AHEAD_SECONDS = 15;

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
