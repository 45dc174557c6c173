import type { ColumnState, GridApi } from 'ag-grid-community';

/** Where a user's column layout of one grid is kept (per user name, so shared browsers keep them apart). */
export const columnStateKey = (userName: string, resourceKey: string) =>
  `console.grid.${userName}.${resourceKey}`;

export function saveColumnState(api: GridApi, key: string, state: ColumnState[] = api.getColumnState()) {
  localStorage.setItem(key, JSON.stringify(state));
}

/** Applies the saved layout (order, widths, visibility, sort); a broken entry is ignored and removed. */
export function restoreColumnState(api: GridApi, key: string) {
  const saved = localStorage.getItem(key);
  if (!saved) return;
  try {
    api.applyColumnState({ state: JSON.parse(saved) as ColumnState[], applyOrder: true });
  } catch {
    localStorage.removeItem(key);
  }
}

export function resetColumnState(api: GridApi, key: string) {
  localStorage.removeItem(key);
  api.resetColumnState();
}
