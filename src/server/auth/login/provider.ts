import Provider, {
  type ClientMetadata,
  type Configuration,
  errors,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { API_AUDIENCE, LOGIN_CALLBACK_PATH, LOGIN_SILENT_PATH } from '../../../domain/login.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { databaseFailureOf } from '../../db/outage.ts';
import { claimsOf } from './accounts.ts';
import { databaseAdapter } from './adapter.ts';
import type { LoginKeys } from './keys.ts';
import { alert, escapeHtml, renderPage } from './pages.ts';
import { CONSOLE_NAME, pickLanguage } from './texts.ts';
import { SESSION_CLAIM } from './verifier.ts';

export const OIDC_MOUNT = '/oauth';
export const LOGIN_PAGE_PREFIX = '/login';
/** Submits the logout confirmation by itself; the button stays for browsers without scripts. */
export const LOGOUT_SCRIPT_PATH = `${LOGIN_PAGE_PREFIX}/logout.js`;

/** A shift: the login session, its grant and refresh tokens last this long without a new password. */
const SESSION_SECONDS = 12 * 60 * 60;

function languageOf(ctx: KoaContextWithOIDC): ReturnType<typeof pickLanguage> {
  const params = ctx.oidc?.params as { ui_locales?: string } | undefined;
  return pickLanguage(params?.ui_locales, ctx.get('accept-language'));
}

function consoleClient(config: Config): ClientMetadata {
  const origin = config.PUBLIC_URL;
  return {
    client_id: config.OIDC_CLIENT_ID,
    client_name: CONSOLE_NAME,
    token_endpoint_auth_method: 'none',
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${origin}${LOGIN_CALLBACK_PATH}`, `${origin}${LOGIN_SILENT_PATH}`],
    post_logout_redirect_uris: [`${origin}/`],
  };
}

/**
 * The built-in login server (oidc-provider): authorization code with PKCE for the console's public
 * client, JWT access tokens carrying the console claims, rotating refresh tokens, state in our database.
 */
export function createProvider(config: Config, db: Db, keys: LoginKeys): Provider {
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [consoleClient(config)],
    jwks: { keys: keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: keys.cookie,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    routes: {
      authorization: '/authorize',
      token: '/token',
      end_session: '/logout',
      jwks: '/jwks',
      revocation: '/revoke',
    },
    scopes: ['openid', 'profile'],
    claims: { openid: ['sub'], profile: ['name', 'locale'] },
    pkce: { required: () => true },
    responseTypes: ['code'],
    clientBasedCORS: (_ctx, origin) => origin === config.PUBLIC_URL,
    ttl: {
      AccessToken: config.ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: config.ACCESS_TOKEN_TTL,
      Interaction: 15 * 60,
      Session: SESSION_SECONDS,
      Grant: SESSION_SECONDS,
      RefreshToken: SESSION_SECONDS,
    },
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: async (_ctx, interaction) => `${LOGIN_PAGE_PREFIX}/${interaction.uid}` },
    // The console is our own client: no consent screen, the grant covers exactly what it asks for.
    loadExistingGrant: async (ctx) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile');
      grant.addResourceScope(API_AUDIENCE, 'api');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const claims = await claimsOf(db, sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ sub, name: claims.user_name, locale: claims.lang }) };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const claims = await claimsOf(db, token.accountId);
      // The grant ends at logout: the API refuses the token from then on (verifier.ts).
      return claims ? { ...claims, [SESSION_CLAIM]: token.grantId } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_AUDIENCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== API_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience: API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: config.ACCESS_TOKEN_TTL,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderPage({
            language: languageOf(ctx),
            title: (t) => t.loggingOut,
            body: (t) =>
              `<h1>${escapeHtml(t.loggingOut)}</h1>${form}<button id="logout-yes" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.logoutButton)}</button>`,
            scriptSrc: LOGOUT_SCRIPT_PATH,
          });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = renderPage({
            language: languageOf(ctx),
            title: (t) => t.loggedOut,
            body: (t) =>
              `<h1>${escapeHtml(t.loggedOut)}</h1><p><a href="${escapeHtml(config.PUBLIC_URL)}/">${escapeHtml(t.loginAgain)}</a></p>`,
          });
        },
      },
    },
    renderError: async (ctx, out, error) => {
      const databaseDown = databaseFailureOf(error) !== null;
      ctx.type = 'html';
      ctx.body = renderPage({
        language: languageOf(ctx),
        title: (t) => t.errorTitle,
        body: (t) =>
          `<h1>${escapeHtml(t.errorTitle)}</h1><p>${escapeHtml(t.errorIntro)}</p>${alert(
            databaseDown ? t.unavailable : String(out.error_description ?? out.error),
          )}<p><a href="${escapeHtml(config.PUBLIC_URL)}/">${escapeHtml(t.backToConsole)}</a></p>`,
      });
    },
  };
  const provider = new Provider(`${config.PUBLIC_URL}${OIDC_MOUNT}`, configuration);
  provider.proxy = true;
  answerOutagesAsUnavailable(provider);
  return provider;
}

/**
 * A database outage is no fault of the login server's caller: 503 with Retry-After instead of 500, and
 * the standard `temporarily_unavailable` error for the web's token calls, so it retries instead of
 * logging the user out.
 */
function answerOutagesAsUnavailable(provider: Provider) {
  provider.on('server_error', (ctx, error) => {
    if (databaseFailureOf(error)) ctx.state.databaseDown = true;
  });
  provider.use(async (ctx, next) => {
    await next();
    if (!ctx.state.databaseDown) return;
    ctx.status = 503;
    ctx.set('retry-after', '5');
    if (ctx.body && typeof ctx.body === 'object' && 'error' in ctx.body)
      ctx.body = {
        error: 'temporarily_unavailable',
        error_description: 'the central database does not answer',
      };
  });
}
