import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Permission } from '../../domain/permissions.ts';
import type { Me } from '../../domain/session.ts';
import { ApiProvider } from '../api/ApiProvider.tsx';
import { SCC } from '../api/bases.ts';
import { ApiError } from '../api/http.ts';
import { afterFirstScreen } from '../firstScreen.ts';
import { i18n } from '../i18n.ts';
import { AuthContext, type AuthSession } from './AuthContext.ts';
import { AuthScreen, type AuthScreenState } from './AuthScreen.tsx';
import { DEFAULT_IDLE_MINUTES } from './authConfig.ts';
import { currentLanguage, type Established, LoginServerUnreachable, takeEstablished } from './establish.ts';
import { redirectToLogin } from './signIn.ts';

type ProviderState = AuthScreenState | ({ phase: 'ready' } & Established);

function describeFailure(error: unknown): AuthScreenState & { phase: 'error' } {
  if (error instanceof LoginServerUnreachable) {
    const origin = new URL(error.authority, window.location.href).origin;
    const here = window.location.origin;
    return origin === here
      ? { phase: 'error', message: i18n.t('auth.unreachable', { origin }) }
      : { phase: 'error', message: i18n.t('auth.otherAddress', { origin, here }), elsewhere: origin };
  }
  if (error instanceof ApiError && error.problem && i18n.exists(error.problem.messageKey)) {
    return { phase: 'error', message: i18n.t(error.problem.messageKey, error.problem.params) };
  }
  return { phase: 'error', message: error instanceof Error ? error.message : String(error) };
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
    started.current ??= takeEstablished();
    started.current.then(
      (established) => {
        if (!established) return;
        setState({ phase: 'ready', ...established });
      },
      (error: unknown) => setState(describeFailure(error)),
    );
  }, []);

  const ready = state.phase === 'ready' ? state : null;
  const manager = ready?.manager;
  const client = ready?.client;
  // Also loads the OpenID Connect client once the first screen shows: it renews the token ahead of its expiry.
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
    afterFirstScreen()
      .then(manager)
      .then(
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
