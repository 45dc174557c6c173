import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_CALLBACK_PATH, LOGIN_SCOPE } from '../../domain/login.ts';

/** A browser's cookie jar over real HTTP: cookies by name and path, enough for the login round trip. */
class HttpCookieJar {
  private readonly cookies = new Map<string, { pair: string; path: string }>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const gone = attributes.some((a) => /^max-age=0$/i.test(a)) || pair.endsWith('=');
      const key = `${pair.split('=')[0]}@${path}`;
      if (gone) this.cookies.delete(key);
      else this.cookies.set(key, { pair, path });
    }
  }

  header(url: string): string {
    const path = new URL(url).pathname;
    return [...this.cookies.values()]
      .filter((c) => path.startsWith(c.path))
      .map((c) => c.pair)
      .join('; ');
  }
}

/**
 * Logs in to a console listening at `baseUrl` (another process) as a browser would: authorization
 * request with PKCE, login form, redirects, code for tokens. Answers the access token.
 */
export async function loginOverHttp(baseUrl: string, username: string, password: string): Promise<string> {
  const jar = new HttpCookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header(url) },
    });
    jar.take(response);
    await response.body?.cancel();
    return response;
  };
  const next = (response: Response) => {
    const location = response.headers.get('location');
    if (!location) throw new Error(`expected a redirect from ${response.url}, got ${response.status}`);
    return new URL(location, baseUrl).toString();
  };

  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${baseUrl}${LOGIN_CALLBACK_PATH}`;
  const query = new URLSearchParams({
    client_id: 'console',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: LOGIN_SCOPE,
    state: 'test-state',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const loginPage = next(await go(`${baseUrl}/oauth/authorize?${query}`));
  let location = next(
    await go(loginPage, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }).toString(),
    }),
  );
  for (let hop = 0; hop < 5 && !location.startsWith(redirectUri); hop++) location = next(await go(location));
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const token = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'console',
      code_verifier: verifier,
    }),
  });
  if (token.status !== 200) throw new Error(`token answered ${token.status}: ${await token.text()}`);
  return ((await token.json()) as { access_token: string }).access_token;
}
