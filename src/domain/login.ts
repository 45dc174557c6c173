/** Where the login server sends the browser back with the code, and the silent-renewal page. */
export const LOGIN_CALLBACK_PATH = '/auth/callback';
export const LOGIN_SILENT_PATH = '/auth/silent';

/** The audience of access tokens for the console's API (built-in login server). */
export const API_AUDIENCE = 'urn:console:api';

/** What the console asks the login server for. */
export const LOGIN_SCOPE = 'openid profile api';
