import type { UserManager } from 'oidc-client-ts';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Permission } from '../../domain/permissions.ts';
import type { Me } from '../../domain/session.ts';
import { ApiProvider } from '../api/ApiProvider.tsx';
import { SCC } from '../api/bases.ts';
import { type ApiClient, ApiError, createApiClient } from '../api/http.ts';
import {
  browserLanguages,
  chooseLanguage,
  i18n,
  languageOf,
  storedLanguage,
  switchLanguage,
} from '../i18n.ts';
import { AuthContext, type AuthSession } from './AuthContext.ts';
import { AuthScreen, type AuthScreenState } from './AuthScreen.tsx';
import { type AuthConfig, DEFAULT_IDLE_MINUTES, takeAuthConfig } from './authConfig.ts';
import { CALLBACK_PATH } from './returnTarget.ts';
import { redirectToLogin, signIn } from './signIn.ts';
import { createAccessTokenSource, isUsable, readStoredSession, userManagerLoader } from './storedSession.ts';

interface Established {
  /** The OpenID Connect client, loaded when first needed (ADR 0026). */
  manager: () => Promise<UserManager>;
  config: AuthConfig;
  client: ApiClient;
  accessToken: () => Promise<string | null>;
  me: Me;
}

type ProviderState = AuthScreenState | ({ phase: 'ready' } & Established);

function currentLanguage() {
  return languageOf(i18n.language) ?? chooseLanguage([storedLanguage(), ...browserLanguages()]);
}

// At a fresh login the token's language wins and becomes the stored choice; later visits keep the choice.
async function applyLanguage(claim: string, freshLogin: boolean) {
  const stored = storedLanguage();
  const candidates = freshLogin ? [claim, stored] : [stored, claim];
  await switchLanguage(chooseLanguage([...candidates, ...browserLanguages()]), { remember: freshLogin });
}

function describeFailure(error: unknown): string {
  if (error instanceof ApiError && error.problem && i18n.exists(error.problem.messageKey)) {
    return i18n.t(error.problem.messageKey, error.problem.params);
  }
  return error instanceof Error ? error.message : String(error);
}

// A usable session stored by an earlier page of this tab starts the console without the OpenID Connect client;
// a login coming back, an expired session or none at all need it.
async function startSession(manager: () => Promise<UserManager>, config: AuthConfig) {
  const stored = window.location.pathname === CALLBACK_PATH ? null : readStoredSession(config);
  if (stored && isUsable(stored)) return { kind: 'signedIn', freshLogin: false } as const;
  return signIn(await manager(), currentLanguage());
}

async function establish(): Promise<Established | null> {
  const config = await takeAuthConfig();
  const manager = userManagerLoader(config);
  const outcome = await startSession(manager, config);
  if (outcome.kind === 'redirecting') return null;
  const accessToken = createAccessTokenSource(config, manager);
  const client = createApiClient(accessToken);
  try {
    const me = await client.get<Me>(`${SCC}/me`);
    await applyLanguage(me.lang, outcome.freshLogin);
    return { manager, config, client, accessToken, me };
  } catch (error) {
    // A stored session the server no longer accepts: log in again (a fresh login failing here is an error).
    if (error instanceof ApiError && error.status === 401 && !outcome.freshLogin) {
      await redirectToLogin(await manager(), currentLanguage());
      return null;
    }
    throw error;
  }
}

type Leave = Pick<AuthSession, 'logout' | 'relogin'>;

function sessionOf(state: { phase: 'ready' } & Established, { logout, relogin }: Leave): AuthSession {
  const { manager, me } = state;
  return {
    me,
    permissions: new Set<Permission>(me.permissions),
    idleMinutes: state.config.idleMinutes ?? DEFAULT_IDLE_MINUTES,
    logout,
    relogin,
    renewToken: async () => {
      const user = await manager()
        .then((loaded) => loaded.signinSilent())
        .catch(() => null);
      return user?.expires_at ? new Date(user.expires_at * 1000) : null;
    },
    accessToken: state.accessToken,
  };
}

/**
 * Signs the user in before anything else renders, loads who they are (`{SCC}/me`) once, and reloads it
 * whenever a new token arrives so that menus and guards follow permission changes.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ProviderState>({ phase: 'contacting' });
  // One sign-in per page load, even when React runs the effect twice (StrictMode): a code is single-use.
  const started = useRef<Promise<Established | null> | null>(null);

  useEffect(() => {
    started.current ??= establish();
    started.current.then(
      (established) => established && setState({ phase: 'ready', ...established }),
      (error: unknown) => setState({ phase: 'error', message: describeFailure(error) }),
    );
  }, []);

  const ready = state.phase === 'ready' ? state : null;
  const manager = ready?.manager;
  const client = ready?.client;
  // Also loads the OpenID Connect client after the first render: it renews the token ahead of its expiry.
  useEffect(() => {
    if (!manager || !client) return;
    const reloadMe = () => {
      client.get<Me>(`${SCC}/me`).then(
        (me) => setState((previous) => (previous.phase === 'ready' ? { ...previous, me } : previous)),
        (error: unknown) => console.warn('reloading the session failed', error),
      );
    };
    let stop = () => {};
    let stopped = false;
    manager().then(
      (loaded) => {
        if (stopped) return;
        loaded.events.addUserLoaded(reloadMe);
        stop = () => loaded.events.removeUserLoaded(reloadMe);
      },
      (error: unknown) => console.warn('the login client failed to load', error),
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [manager, client]);

  // Several calls failing with 401 at once lead to one trip to the login server.
  const leaving = useRef(false);
  const session = useMemo(() => {
    if (!ready) return null;
    const logout = () => {
      setState({ phase: 'loggingOut' });
      ready
        .manager()
        .then((manager) =>
          manager
            .signoutRedirect()
            .catch(() => manager.removeUser().finally(() => window.location.assign('/'))),
        )
        .catch(() => window.location.assign('/'));
    };
    const relogin = () => {
      if (leaving.current) return;
      leaving.current = true;
      void ready.manager().then((manager) => redirectToLogin(manager, currentLanguage()));
    };
    return sessionOf(ready, { logout, relogin });
  }, [ready]);

  if (!session || !ready) return <AuthScreen state={state as AuthScreenState} />;
  return (
    <AuthContext.Provider value={session}>
      <ApiProvider client={ready.client}>{children}</ApiProvider>
    </AuthContext.Provider>
  );
}
