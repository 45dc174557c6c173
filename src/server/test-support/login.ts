import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { LOGIN_CALLBACK_PATH, LOGIN_SCOPE } from '../../domain/login.ts';

export const TEST_PASSWORD = 'test-password-2026';

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
}

interface StoredCookie {
  value: string;
  path: string;
}

/** A browser's cookie jar, just enough for the login round trip through app.inject. */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  take(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const gone = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      const key = `${cookie.name}@${cookie.path ?? '/'}`;
      if (gone) this.cookies.delete(key);
      else this.cookies.set(key, { value: `${cookie.name}=${cookie.value}`, path: cookie.path ?? '/' });
    }
  }

  header(url: string): string {
    const path = new URL(url, 'http://x').pathname;
    return [...this.cookies.values()]
      .filter((c) => path.startsWith(c.path))
      .map((c) => c.value)
      .join('; ');
  }
}

/** The path and query of an absolute or relative Location header. */
export function localPath(location: string | string[] | undefined): string {
  if (typeof location !== 'string') throw new Error(`expected a redirect, got location ${String(location)}`);
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

export interface LoginFlow {
  jar: CookieJar;
  /** Path of the login page the authorization request led to. */
  loginPage: string;
  verifier: string;
  redirectUri: string;
}

/** Starts an authorization request as the web does (code + PKCE S256) and follows it to the login page. */
export async function startLogin(
  app: FastifyInstance,
  options: { uiLocales?: string } = {},
): Promise<LoginFlow> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${app.config.PUBLIC_URL}${LOGIN_CALLBACK_PATH}`;
  const query = new URLSearchParams({
    client_id: app.config.OIDC_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: LOGIN_SCOPE,
    state: 'test-state',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
  });
  const authorize = await app.inject({ url: `/oauth/authorize?${query}` });
  jar.take(authorize);
  if (authorize.statusCode !== 303)
    throw new Error(`authorize answered ${authorize.statusCode}: ${authorize.body}`);
  return { jar, loginPage: localPath(authorize.headers.location), verifier, redirectUri };
}

/** Submits the login form; answers the login server's response (a redirect when the password is right). */
export async function submitLogin(app: FastifyInstance, flow: LoginFlow, username: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: flow.loginPage,
    headers: { cookie: flow.jar.header(flow.loginPage), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  flow.jar.take(response);
  return response;
}

/** Follows the login server's redirects after a successful login and trades the code for tokens. */
export async function finishLogin(
  app: FastifyInstance,
  flow: LoginFlow,
  afterLogin: LightMyRequestResponse,
): Promise<Tokens> {
  let location = localPath(afterLogin.headers.location);
  for (let hop = 0; hop < 5 && !location.startsWith(new URL(flow.redirectUri).pathname); hop++) {
    const response = await app.inject({ url: location, headers: { cookie: flow.jar.header(location) } });
    flow.jar.take(response);
    location = localPath(response.headers.location);
  }
  const code = new URL(location, 'http://localhost').searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const token = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: flow.redirectUri,
      client_id: app.config.OIDC_CLIENT_ID,
      code_verifier: flow.verifier,
    }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`token answered ${token.statusCode}: ${token.body}`);
  return token.json<Tokens>();
}

/** Logs in through the real login server, as a browser would, and answers the tokens. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password = TEST_PASSWORD,
): Promise<Tokens> {
  const flow = await startLogin(app);
  const response = await submitLogin(app, flow, username, password);
  if (response.statusCode !== 303) throw new Error(`login of ${username} answered ${response.statusCode}`);
  return finishLogin(app, flow, response);
}

type Authorization = { authorization: string };

/** The Authorization header of a user logged in through the real login server. */
export async function bearerOf(app: FastifyInstance, username: string): Promise<Authorization> {
  const { access_token } = await loginAs(app, username);
  return { authorization: `Bearer ${access_token}` };
}

const headersByApp = new WeakMap<FastifyInstance, Map<string, Promise<Authorization>>>();

/** bearerOf, logged in once per app and user: later calls answer the same header. */
export function headersOf(app: FastifyInstance, username: string): Promise<Authorization> {
  const headers = headersByApp.get(app) ?? new Map<string, Promise<Authorization>>();
  headersByApp.set(app, headers);
  const header = headers.get(username) ?? bearerOf(app, username);
  headers.set(username, header);
  return header;
}
