import type { Column, ColumnState, GridApi } from 'ag-grid-community';

/** AG Grid's width of a column whose definition names none. */
const GRID_DEFAULT_WIDTH = 200;

/**
 * Widths the console gave columns so that their headers read in full; a user's own widths are never in it.
 * Per grid: `fitHeaders` fills it, `layoutToSave` keeps it out of the saved layout.
 */
export type FittedWidths = Map<string, number>;

function defaultWidth(column: Column): number {
  return column.getColDef().initialWidth ?? column.getColDef().width ?? GRID_DEFAULT_WIDTH;
}

// Between a widened header's last letter and its filter button.
const HEADER_BREATHING_SPACE = 4;

/** How much wider the header's label must be to read on one line (0 when it does). */
function missingHeaderWidth(grid: Element, column: Column): number {
  const text = grid.querySelector(
    `.ag-header-cell[col-id="${CSS.escape(column.getColId())}"] .ag-header-cell-text`,
  );
  if (!(text instanceof HTMLElement) || !text.textContent) return 0;
  // The label's width on one line: a copy laid out beside it, in its font, without wrapping.
  const probe = document.createElement('span');
  probe.textContent = text.textContent;
  probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;left:0;top:0';
  text.appendChild(probe);
  const wanted = probe.getBoundingClientRect().width;
  probe.remove();
  const missing = Math.ceil(wanted - text.getBoundingClientRect().width);
  return missing > 0 ? missing + HEADER_BREATHING_SPACE : 0;
}

/**
 * Gives columns the width their header needs to read in full, while the grid has room for it: a cut or
 * wrapped header ("Betriebsm…") widens into free space right of the last column, the smallest additions
 * first; where the room ends the rest keep wrapping between words. Only columns at their default width
 * (or at one this gave them) change: a width the user dragged stays. Called again when the grid's width
 * or its columns change, it starts over from the default widths.
 */
export function fitHeaders(api: GridApi, fitted: FittedWidths) {
  if (api.isDestroyed()) return;
  const grid = document.querySelector(`[grid-id="${CSS.escape(api.getGridId())}"]`);
  if (!grid) return;
  const columns = api.getAllDisplayedColumns();
  const untouched = columns.filter((column) => {
    const width = column.getActualWidth();
    return width === defaultWidth(column) || width === fitted.get(column.getColId());
  });
  const viewport = grid.querySelector('.ag-grid-viewport, .ag-center-cols-viewport');
  if (!viewport) return;
  const total = columns.reduce((sum, column) => sum + column.getActualWidth(), 0);
  // The room right of the last column once every untouched column is back at its default width.
  let room =
    viewport.clientWidth -
    total +
    untouched.reduce((sum, column) => sum + column.getActualWidth() - defaultWidth(column), 0);
  const widths = new Map(untouched.map((column) => [column, defaultWidth(column)]));
  const missing = untouched
    .map((column) => ({
      column,
      // Measured at the current width: what a default-width header lacks is that plus the difference.
      extra: missingHeaderWidth(grid, column) + column.getActualWidth() - defaultWidth(column),
    }))
    .filter(({ extra }) => extra > 0)
    .sort((a, b) => a.extra - b.extra);
  for (const { column, extra } of missing) {
    if (extra > room) break;
    room -= extra;
    widths.set(column, defaultWidth(column) + extra);
  }
  fitted.clear();
  const changes: { key: Column; newWidth: number }[] = [];
  for (const [column, width] of widths) {
    if (width !== defaultWidth(column)) fitted.set(column.getColId(), width);
    if (width !== column.getActualWidth()) changes.push({ key: column, newWidth: width });
  }
  if (changes.length > 0) api.setColumnWidths(changes, true, 'api');
}

/** The layout to keep for the user: a width the console fitted is saved as the default it came from. */
export function layoutToSave(api: GridApi, fitted: FittedWidths): ColumnState[] {
  return api.getColumnState().map((state) => {
    const column = api.getColumn(state.colId);
    return column && state.width !== undefined && fitted.get(state.colId) === state.width
      ? { ...state, width: defaultWidth(column) }
      : state;
  });
}
