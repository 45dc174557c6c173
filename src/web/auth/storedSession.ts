import type { User, UserManager } from 'oidc-client-ts';
import type { AuthConfig } from './authConfig.ts';

// A token this close to expiry is renewed before a request instead of failing in flight.
const EXPIRY_MARGIN_SECONDS = 5;

/** The parts of the session oidc-client-ts keeps in sessionStorage that a request needs. */
export interface StoredSession {
  accessToken: string;
  /** Seconds since the epoch; null when the login server gave no expiry. */
  expiresAt: number | null;
}

// oidc-client-ts's default user store: sessionStorage, prefix `oidc.`, key `user:<authority>:<client id>`
// (storedSession.test.ts checks this against the library itself).
function storageKey(config: AuthConfig): string {
  return `oidc.user:${config.authority}:${config.clientId}`;
}

/**
 * The session stored by an earlier page of this tab, read without the OpenID Connect client, so that the
 * console can start from it while the client loads after the first render (ADR 0026). Null when there is none.
 */
export function readStoredSession(config: AuthConfig): StoredSession | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(config)) ?? 'null');
    const { access_token, expires_at } = (stored ?? {}) as { access_token?: unknown; expires_at?: unknown };
    if (typeof access_token !== 'string' || access_token === '') return null;
    return { accessToken: access_token, expiresAt: typeof expires_at === 'number' ? expires_at : null };
  } catch {
    return null;
  }
}

/** Whether the stored token can still be sent: not expired and not about to be. */
export function isUsable(session: StoredSession, nowMs = Date.now()): boolean {
  return session.expiresAt === null || session.expiresAt - nowMs / 1000 > EXPIRY_MARGIN_SECONDS;
}

/** The OpenID Connect client, loaded (its own chunk) and created the first time it is asked for. */
export function userManagerLoader(config: AuthConfig): () => Promise<UserManager> {
  let manager: Promise<UserManager> | null = null;
  return () => {
    manager ??= import('./userManager.ts').then((module) =>
      module.createUserManager(config, window.location.origin),
    );
    return manager;
  };
}

/**
 * The access token for the next request: the stored one while it is usable, else renewed first through the
 * client (concurrent callers share one renewal). Null when there is no session any more (the caller's
 * request then gets a 401).
 */
export function createAccessTokenSource(
  config: AuthConfig,
  manager: () => Promise<UserManager>,
): () => Promise<string | null> {
  let renewal: Promise<User | null> | null = null;

  function renew(): Promise<User | null> {
    renewal ??= manager()
      .then((loaded) => loaded.signinSilent())
      .catch(() => null)
      .finally(() => {
        renewal = null;
      });
    return renewal;
  }

  return async () => {
    const stored = readStoredSession(config);
    if (!stored) return null;
    if (isUsable(stored)) return stored.accessToken;
    return (await renew())?.access_token ?? null;
  };
}
