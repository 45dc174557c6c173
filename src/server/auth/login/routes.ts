import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Language } from '../../../domain/session.ts';
import { databaseFailureOf } from '../../db/outage.ts';
import {
  type Attempt,
  changePassword,
  checkCredentials,
  type LockoutPolicy,
  type PasswordChangeOutcome,
} from './accounts.ts';
import { alert, escapeHtml, field, renderPage } from './pages.ts';
import { LOGIN_PAGE_PREFIX, LOGOUT_SCRIPT_PATH, OIDC_MOUNT } from './provider.ts';
import { type LoginTexts, pickLanguage, textsOf } from './texts.ts';

export const CHANGE_PASSWORD_PATH = `${OIDC_MOUNT}/changepw/client`;

class TooManyAttempts extends Error {}

const LOGOUT_SCRIPT = "document.getElementById('logout-yes').click();\n";

/** Attempts per address and minute on the login and change-password forms, on top of the account lock. */
function throttled(attemptsPerMinute: number) {
  return {
    rateLimit: {
      max: attemptsPerMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new TooManyAttempts('too many attempts'),
    },
  };
}

type LoginForm = { username?: string; password?: string };
type ChangeForm = { username?: string; current?: string; next?: string; repeat?: string };

function attemptOf(request: FastifyRequest, username: string): Attempt {
  return { username, requestId: request.id, remoteAddress: request.ip };
}

function html(reply: FastifyReply, status: number, page: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

function loginPage(uid: string, language: Language, message: string | null = null, username = '') {
  const action = `${LOGIN_PAGE_PREFIX}/${encodeURIComponent(uid)}`;
  return renderPage({
    language,
    title: (t) => t.loginTitle,
    languageHref: (l) => `${action}?lang=${l}`,
    body: (t) => `<h1>${escapeHtml(t.loginTitle)}</h1>
<p>${escapeHtml(t.loginIntro)}</p>
${alert(message)}
<form method="post" action="${escapeHtml(action)}?lang=${language}" novalidate>
${field({ name: 'username', label: t.username, type: 'text', autocomplete: 'username', value: username, autofocus: !username })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'current-password', autofocus: !!username })}
<button type="submit">${escapeHtml(t.login)}</button>
</form>`,
  });
}

function expiredPage(language: Language, consoleUrl: string) {
  return renderPage({
    language,
    title: (t) => t.loginTitle,
    body: (t) =>
      `<h1>${escapeHtml(t.loginTitle)}</h1>${alert(t.sessionExpired)}<p><a href="${escapeHtml(consoleUrl)}/">${escapeHtml(t.backToConsole)}</a></p>`,
  });
}

const CHANGE_MESSAGES: Record<Exclude<PasswordChangeOutcome, 'changed'> | 'mismatch', keyof LoginTexts> = {
  rejected: 'changeRejected',
  groupLogin: 'groupLogin',
  tooShort: 'tooShort',
  sameAsOld: 'sameAsOld',
  containsUsername: 'containsUsername',
  mismatch: 'mismatch',
};

function changePage(
  language: Language,
  consoleUrl: string,
  outcome: keyof typeof CHANGE_MESSAGES | 'changed' | null,
  username = '',
) {
  const action = `${CHANGE_PASSWORD_PATH}?resource=${language}`;
  return renderPage({
    language,
    title: (t) => t.changeTitle,
    languageHref: (l) => `${CHANGE_PASSWORD_PATH}?resource=${l}`,
    body: (t) => {
      const back = `<p><a href="${escapeHtml(consoleUrl)}/">${escapeHtml(t.backToConsole)}</a></p>`;
      if (outcome === 'changed')
        return `<h1>${escapeHtml(t.changeTitle)}</h1>${alert(t.changed, 'success')}${back}`;
      return `<h1>${escapeHtml(t.changeTitle)}</h1>
${alert(outcome ? t[CHANGE_MESSAGES[outcome]] : null)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field({ name: 'username', label: t.username, type: 'text', autocomplete: 'username', value: username, autofocus: !username })}
${field({ name: 'current', label: t.currentPassword, type: 'password', autocomplete: 'current-password', autofocus: !!username })}
${field({ name: 'next', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordRule })}
${field({ name: 'repeat', label: t.repeatPassword, type: 'password', autocomplete: 'new-password' })}
<button type="submit">${escapeHtml(t.change)}</button>
</form>${back}`;
    },
  });
}

/** The interaction behind a login page; null when it expired. A database outage is no expiry: it throws. */
async function interactionOf(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch (error) {
    if (databaseFailureOf(error)) throw error;
    return null;
  }
}

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 200) : '';
}

function secret(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 200) : '';
}

/**
 * The login server's own pages: the login form of an interaction (`/login/:uid`), the change-password
 * page and the login settings the web reads. Registered in its own scope so that throttled attempts get
 * a page, not a JSON problem.
 */
export function loginPageRoutes(provider: Provider, policy: LockoutPolicy) {
  return async (app: FastifyInstance) => {
    const { db } = app.database;
    const consoleUrl = app.config.PUBLIC_URL;

    // Throttled attempts and a database outage get a page in the user's language, not a JSON problem.
    app.setErrorHandler((error, request, reply) => {
      const databaseDown = databaseFailureOf(error) !== null;
      if (!(error instanceof TooManyAttempts) && !databaseDown) throw error;
      const query = request.query as { lang?: string; resource?: string };
      const language = pickLanguage(query.lang, query.resource, request.headers['accept-language']);
      if (databaseDown) reply.header('retry-after', '5');
      return html(
        reply,
        databaseDown ? 503 : 429,
        renderPage({
          language,
          title: (t) => t.loginTitle,
          body: (t) => alert(databaseDown ? t.unavailable : t.tooManyAttempts),
        }),
      );
    });

    app.get(LOGOUT_SCRIPT_PATH, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(LOGOUT_SCRIPT),
    );

    app.get<{ Params: { uid: string }; Querystring: { lang?: string } }>(
      `${LOGIN_PAGE_PREFIX}/:uid`,
      async (request, reply) => {
        const language = pickLanguage(request.query.lang, request.headers['accept-language']);
        const details = await interactionOf(provider, request, reply);
        if (!details || details.uid !== request.params.uid)
          return html(reply, 400, expiredPage(language, consoleUrl));
        const uiLocales = (details.params as { ui_locales?: string }).ui_locales;
        return html(
          reply,
          200,
          loginPage(
            details.uid,
            pickLanguage(request.query.lang, uiLocales, request.headers['accept-language']),
          ),
        );
      },
    );

    app.post<{ Params: { uid: string }; Querystring: { lang?: string }; Body: LoginForm }>(
      `${LOGIN_PAGE_PREFIX}/:uid`,
      { config: throttled(app.config.LOGIN_ATTEMPTS_PER_MINUTE) },
      async (request, reply) => {
        const language = pickLanguage(request.query.lang, request.headers['accept-language']);
        const details = await interactionOf(provider, request, reply);
        if (!details || details.uid !== request.params.uid)
          return html(reply, 400, expiredPage(language, consoleUrl));
        const username = trimmed(request.body?.username);
        const password = secret(request.body?.password);
        if (!username || !password) {
          return html(
            reply,
            400,
            loginPage(details.uid, language, textsOf(language).fieldsRequired, username),
          );
        }
        if (!(await checkCredentials(db, policy, attemptOf(request, username), password))) {
          return html(reply, 401, loginPage(details.uid, language, textsOf(language).loginFailed, username));
        }
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: username } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );

    app.get<{ Querystring: { resource?: string } }>(CHANGE_PASSWORD_PATH, async (request, reply) => {
      const language = pickLanguage(request.query.resource, request.headers['accept-language']);
      return html(reply, 200, changePage(language, consoleUrl, null));
    });

    app.post<{ Querystring: { resource?: string }; Body: ChangeForm }>(
      CHANGE_PASSWORD_PATH,
      { config: throttled(app.config.LOGIN_ATTEMPTS_PER_MINUTE) },
      async (request, reply) => {
        const language = pickLanguage(request.query.resource, request.headers['accept-language']);
        const username = trimmed(request.body?.username);
        const current = secret(request.body?.current);
        const next = secret(request.body?.next);
        if (!username || !current)
          return html(reply, 400, changePage(language, consoleUrl, 'rejected', username));
        if (next !== secret(request.body?.repeat))
          return html(reply, 400, changePage(language, consoleUrl, 'mismatch', username));
        const outcome = await changePassword(db, policy, attemptOf(request, username), current, next);
        const status = outcome === 'changed' ? 200 : outcome === 'rejected' ? 401 : 400;
        return html(reply, status, changePage(language, consoleUrl, outcome, username));
      },
    );
  };
}

/** GET /api/public/auth-config: where the web logs in (the built-in login server or OIDC_ISSUER). */
export function authConfigRoute(authority: string, scope: string) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/public/auth-config',
      { config: { access: { public: true } }, schema: { tags: ['session'] } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return {
          authority,
          clientId: app.config.OIDC_CLIENT_ID,
          scope,
          idleMinutes: app.config.SESSION_IDLE_MINUTES,
        };
      },
    );
  };
}
