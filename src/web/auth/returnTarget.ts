import { LOGIN_CALLBACK_PATH, LOGIN_SILENT_PATH } from '../../domain/login.ts';

/** Where the login server sends the browser back with the authorization code. */
export const CALLBACK_PATH = LOGIN_CALLBACK_PATH;
/** Where a silent sign-in in a hidden frame lands (only used when no refresh token is at hand). */
export const SILENT_PATH = LOGIN_SILENT_PATH;

/** The address to come back to after the login round trip: the page the user asked for. */
export function targetOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  if (location.pathname.startsWith('/auth/')) return '/';
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The target carried through the login server, accepted only as a path on our own origin. */
export function safeTarget(state: unknown): string {
  if (typeof state !== 'string' || !state.startsWith('/') || state.startsWith('//') || state.includes('\\')) {
    return '/';
  }
  return state;
}
