import type { UserManager } from 'oidc-client-ts';
import type { Me } from '../../domain/session.ts';
import { SCC } from '../api/bases.ts';
import { type ApiClient, ApiError, createApiClient } from '../api/http.ts';
import { firstScreenHeld } from '../firstScreen.ts';
import {
  browserLanguages,
  chooseLanguage,
  ensureLoaded,
  i18n,
  languageOf,
  storedLanguage,
  switchLanguage,
} from '../i18n.ts';
import { type AuthConfig, takeAuthConfig } from './authConfig.ts';
import { CALLBACK_PATH } from './returnTarget.ts';
import { redirectToLogin, signIn } from './signIn.ts';
import { createAccessTokenSource, isUsable, readStoredSession, userManagerLoader } from './storedSession.ts';

export interface Established {
  /** The OpenID Connect client, loaded when first needed (ADR 0026). */
  manager: () => Promise<UserManager>;
  config: AuthConfig;
  client: ApiClient;
  accessToken: () => Promise<string | null>;
  me: Me;
}

export function currentLanguage() {
  return languageOf(i18n.language) ?? chooseLanguage([storedLanguage(), ...browserLanguages()]);
}

/**
 * At a fresh login the token's language wins and becomes the stored choice; later visits keep the choice.
 * Its texts are asked for at once, beside those of the language guessed at start (`texts`), which must be
 * there before the console switches. On /home the rest of the texts follows the first render.
 */
async function applyLanguage(claim: string, freshLogin: boolean, texts: Promise<unknown>) {
  const stored = storedLanguage();
  const candidates = freshLogin ? [claim, stored] : [stored, claim];
  const language = chooseLanguage([...candidates, ...browserLanguages()]);
  const restLater = firstScreenHeld();
  ensureLoaded(language, { restLater }).catch(() => undefined);
  await texts;
  await switchLanguage(language, { remember: freshLogin, restLater });
}

// A usable session stored by an earlier page of this tab starts the console without the OpenID Connect client;
// a login coming back, an expired session or none at all need it.
async function startSession(manager: () => Promise<UserManager>, config: AuthConfig) {
  const stored = window.location.pathname === CALLBACK_PATH ? null : readStoredSession(config);
  if (stored && isUsable(stored)) return { kind: 'signedIn', freshLogin: false } as const;
  return signIn(await manager(), currentLanguage());
}

/** Called as soon as the user is known, before the texts and the first render: to start the first screen's reads. */
export type UserKnown = (client: ApiClient, me: Me) => void;

/** The login server did not answer at all (no HTTP answer: network, address, or the browser refused it). */
export class LoginServerUnreachable extends Error {
  readonly authority: string;
  constructor(authority: string) {
    super(`login server ${authority} unreachable`);
    this.authority = authority;
  }
}

async function establish(texts: Promise<unknown>, userKnown?: UserKnown): Promise<Established | null> {
  const config = await takeAuthConfig();
  const manager = userManagerLoader(config);
  // fetch fails with a TypeError when no answer arrives, e.g. the console opened under another address than
  // the one its login server is set up for (the browser refuses the other origin's answer).
  const outcome = await startSession(manager, config).catch((error: unknown) => {
    throw error instanceof TypeError ? new LoginServerUnreachable(config.authority) : error;
  });
  if (outcome.kind === 'redirecting') return null;
  const accessToken = createAccessTokenSource(config, manager);
  const client = createApiClient(accessToken);
  try {
    const me = await client.get<Me>(`${SCC}/me`);
    userKnown?.(client, me);
    await applyLanguage(me.lang, outcome.freshLogin, texts);
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

let early: Promise<Established | null> | null = null;

/**
 * Signs in at once (main.tsx), side by side with the texts and before the first render: with a stored session
 * `/me` is asked as soon as the login settings are there. `texts` is the language's first load, which the
 * language of the user waits for.
 */
export function establishEarly(texts: Promise<unknown>, userKnown?: UserKnown) {
  early ??= establish(texts, userKnown);
  early.catch(() => undefined);
}

/** The sign-in started early, else started now; each early one is used once (a retry signs in again). */
export function takeEstablished(): Promise<Established | null> {
  const established = early ?? establish(Promise.resolve());
  early = null;
  return established;
}
