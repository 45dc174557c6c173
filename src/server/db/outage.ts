import { DrizzleQueryError } from 'drizzle-orm';

/** How long a ping may take before the database counts as unreachable (readiness, system status, pool). */
export const PING_TIMEOUT_MS = 1_500;

/**
 * How a failed request relates to the database: `unreachable` when the failure itself says the database
 * did not answer; `uncertain` when it could be the database or something else (a bare refused
 * connection, a statement timeout), which only a ping can tell.
 */
export type DatabaseFailure = 'unreachable' | 'uncertain';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up, recovering).
const SERVER_GONE = new Set(['57P01', '57P02', '57P03']);
const STATEMENT_TIMEOUT = '57014';
// What pg and PGlite say when a connection died, never came up or stopped answering.
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout$/,
  /is not queryable/,
  /^PGlite is closed/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and the causes it wraps, outermost first (drizzle puts the driver's error in `cause`). */
function chainOf(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e = error; e && typeof e === 'object' && chain.length < 5; e = (e as ErrorLike).cause)
    chain.push(e as ErrorLike);
  return chain;
}

/** Whether `error` (or what it wraps) says the database could not be reached; null for any other fault. */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  const chain = chainOf(error);
  const fromQuery = chain.some((e) => e instanceof DrizzleQueryError);
  let failure: DatabaseFailure | null = null;
  for (const e of chain) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (/^08[0-9A-Z]{3}$/.test(code) || SERVER_GONE.has(code)) return 'unreachable';
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return 'unreachable';
    if (NETWORK_CODES.has(code)) {
      if (fromQuery) return 'unreachable';
      failure = 'uncertain';
    }
    if (code === STATEMENT_TIMEOUT) failure = 'uncertain';
  }
  return failure;
}
