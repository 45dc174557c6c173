import type { i18n as I18n } from 'i18next';
import { ApiError } from './http.ts';

function translated(i18n: I18n, key: string, params?: Record<string, string | number>): string | null {
  return i18n.exists(key) ? i18n.t(key, params) : null;
}

/** The field a problem's path names, without where in the request it was (`/body/texts/de/title` → `texts › de › title`). */
function fieldOf(path: string | undefined): string {
  return (path ?? '')
    .replace(/^\/?(body|querystring|params|headers)\b\/?/, '')
    .split('/')
    .filter(Boolean)
    .join(' › ');
}

/**
 * The operator's text for a failed call: the problem's translated `messageKey` plus one line per invalid
 * field; a generic text when the server gave no known key, and a network text when it was not reached.
 */
export function httpErrorMessage(error: unknown, i18n: I18n): string {
  if (!(error instanceof ApiError)) return i18n.t('errors.generic');
  if (error.status === 0) return i18n.t('errors.network');
  const problem = error.problem;
  const main = (problem && translated(i18n, problem.messageKey, problem.params)) ?? i18n.t('errors.generic');
  const fields = (problem?.errors ?? []).map((field) => {
    const text = translated(i18n, field.messageKey, field.params) ?? field.messageKey;
    // A rule's own text names its field ("the account name …"); a general one needs the field beside it.
    const where = field.messageKey.startsWith('validation.') ? fieldOf(field.path) : '';
    return where ? i18n.t('ui.labelValue', { label: where, value: text }) : text;
  });
  return [main, ...fields].join('\n');
}
