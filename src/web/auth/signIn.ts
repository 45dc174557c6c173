import type { User, UserManager } from 'oidc-client-ts';
import type { Language } from '../../domain/session.ts';
import { CALLBACK_PATH, safeTarget, targetOf } from './returnTarget.ts';

export type SignInOutcome = { kind: 'signedIn'; user: User; freshLogin: boolean } | { kind: 'redirecting' };

/**
 * Gets a valid session for this page: completes a login that comes back from the login server, reuses the
 * stored one (renewing it by refresh token when expired), or sends the browser to the login server with
 * the page the user asked for, to come back to it afterwards.
 */
export async function signIn(manager: UserManager, language: Language): Promise<SignInOutcome> {
  if (window.location.pathname === CALLBACK_PATH) {
    const user = await manager.signinRedirectCallback();
    window.history.replaceState(null, '', safeTarget(user.state));
    return { kind: 'signedIn', user, freshLogin: true };
  }
  let user = await manager.getUser();
  if (user?.expired) user = await manager.signinSilent().catch(() => null);
  if (user && !user.expired) return { kind: 'signedIn', user, freshLogin: false };
  await redirectToLogin(manager, language);
  return { kind: 'redirecting' };
}

/** Leaves for the login server; the current address comes back as the target. */
export async function redirectToLogin(manager: UserManager, language: Language): Promise<void> {
  await manager.removeUser();
  await manager.signinRedirect({ state: targetOf(window.location), ui_locales: language });
}
