import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/http.ts';

// A client error (4xx) will not go away by asking again; server and network errors get two more tries, and
// an unavailable database (503) more, so a screen opened as an outage begins waits for it instead of failing.
function retryTransient(failures: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return failures < 2;
  if (error.status === 503) return failures < 5;
  return failures < 2 && !(error.status >= 400 && error.status < 500);
}

// What a screen loaded stays in memory for a shift, so it can be shown as last known during an outage.
const LAST_KNOWN_KEPT_MS = 12 * 60 * 60 * 1000;

/** The console's one query client: created at start (main.tsx), so that the first reads can begin before React renders. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryTransient, refetchOnWindowFocus: false, gcTime: LAST_KNOWN_KEPT_MS },
    },
  });
}
