import { ApiError } from '../../api/http.ts';

/** What a screen learns from its query (a TanStack Query result has all of it). */
export interface QueryFacts<T> {
  data: T | undefined;
  /** When the shown data arrived (ms since 1970); 0 when it never did (placeholder data). */
  dataUpdatedAt: number;
  isError: boolean;
  error: unknown;
}

/**
 * What a screen shows: its data (with the time it arrived when that data may be old: an outage, or a
 * failed reload), a spinner while it loads, a wait while the server is away and nothing came before, or
 * the failure.
 */
export type LastKnownView<T> =
  | { kind: 'data'; data: T; asOf: number | null }
  | { kind: 'loading' }
  | { kind: 'waiting' }
  | { kind: 'failed'; error: unknown };

/** The server answered and refused (gone, forbidden, …): the data are not merely old, they no longer hold. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Last-known data win over a failure to reach the server: an operator in an outage keeps what was on
 * screen, with its age. A refusal by the server (4xx) still shows as the failure it is.
 */
export function lastKnownOf<T>(query: QueryFacts<T>, down: boolean): LastKnownView<T> {
  if (query.isError && refused(query.error)) return { kind: 'failed', error: query.error };
  if (query.data !== undefined) {
    const old = (down || query.isError) && query.dataUpdatedAt > 0;
    return { kind: 'data', data: query.data, asOf: old ? query.dataUpdatedAt : null };
  }
  if (down) return { kind: 'waiting' };
  if (query.isError) return { kind: 'failed', error: query.error };
  return { kind: 'loading' };
}
