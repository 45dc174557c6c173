import { CALLBACK_PATH } from './auth/returnTarget.ts';

// Where the console shows before all of its texts (ADR 0021) and styles (ADR 0022) are there: the home page,
// and the login's return (mostly to it). Everywhere else they are loaded before the first render.
const HOME_FIRST_PATHS = new Set(['/', '/home', CALLBACK_PATH]);

/** Whether the console starts on the home page, which shows with what it needs alone while the rest follows. */
export function startsOnHome(): boolean {
  return typeof window !== 'undefined' && HOME_FIRST_PATHS.has(window.location.pathname);
}
