import type { QueryClient } from '@tanstack/react-query';
import type { ResourceNotice } from '../../../../domain/live.ts';
import type { RegistryEntry } from '../../../../domain/registry/types.ts';
import { ApiError } from '../../../api/http.ts';
import { type ResourceApi, type Row, resourceQueryKey } from '../resourceApi.ts';

/** A notice naming at most this many rows updates them in place; a larger one reloads the grid. */
export const ROWS_PATCHED_AT_MOST = 20;

/**
 * The grid's rows after a change: the named rows replaced by their current state, added when new, and
 * removed when deleted or no longer visible to this user (`null`).
 */
export function patchRows(rows: readonly Row[], changed: ReadonlyMap<number, Row | null>): Row[] {
  const patched: Row[] = [];
  for (const row of rows) {
    if (!changed.has(row.id)) patched.push(row);
    else {
      const now = changed.get(row.id);
      if (now) patched.push(now);
    }
  }
  const known = new Set(rows.map((row) => row.id));
  for (const [id, row] of changed) if (row && !known.has(id)) patched.push(row);
  return patched;
}

/**
 * Applies a live notice to a client-side grid's rows by reading only the rows it names. Answers false when
 * the notice cannot be applied that way (no rows named, too many, or nothing loaded yet): the grid then
 * reloads as a whole (and a reload still in flight is cancelled by it).
 */
export async function applyNotice(
  queryClient: QueryClient,
  entry: RegistryEntry,
  resources: ResourceApi,
  notice: ResourceNotice,
): Promise<boolean> {
  const queryKey = [...resourceQueryKey(entry), 'all'];
  if (notice.ids.length === 0 || notice.ids.length > ROWS_PATCHED_AT_MOST) return false;
  if (!queryClient.getQueryData<Row[]>(queryKey)) return false;
  // A reload in flight may have read before this change: only a new reload is sure to contain it.
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) return false;
  const ids = notice.ids.map(Number);
  const rows = await Promise.all(
    ids.map((id) =>
      notice.action === 'deleted'
        ? null
        : resources.get(id).catch((error: unknown) => {
            // Gone, or moved out of this user's territory: it leaves the grid.
            if (error instanceof ApiError && error.status === 404) return null;
            throw error;
          }),
    ),
  );
  const changed = new Map(ids.map((id, index) => [id, rows[index] ?? null]));
  queryClient.setQueryData<Row[]>(queryKey, (current) => current && patchRows(current, changed));
  return true;
}
