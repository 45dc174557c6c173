import {
  CellStyleModule,
  type ColDef,
  type GridApi,
  type ModelUpdatedEvent,
  RenderApiModule,
  type RowClassParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SirenCondition } from '../../../domain/devices.ts';
import { GRID_DEFAULT_COLUMN, GRID_MODULES } from '../data/grid/agGrid.ts';
import { useGridTexts } from '../data/grid/gridTexts.ts';
import { ROW_TINTS } from './conditions.ts';

const MODULES = [...GRID_MODULES, CellStyleModule, RenderApiModule];
const DEFAULT_COLUMN = { ...GRID_DEFAULT_COLUMN, sortable: true };
const rowIdOf = ({ data }: { data: { id: number } }) => String(data.id);

/** What the cells of a surveillance grid read besides their row: the time their ages count from. */
export interface SurveillanceContext {
  now: number;
}

export interface SurveillanceGridProps<T extends { id: number }> {
  rows: readonly T[] | undefined;
  columns: ColDef<T>[];
  conditionOf(row: T): SirenCondition;
  /** The ages in the "as of" column count from here; a new value redraws them without reloading. */
  now: number;
  search: string;
  /** The rows left after the grid's search, whenever they change (the map shows the same). */
  onShown(rows: T[]): void;
}

/**
 * A surveillance list (client side, thousands of rows): rows with a fault or without recent reports are
 * tinted and marked with the condition as a class (`condition-STALE`…); the "as of" ages follow `now`.
 */
export function SurveillanceGrid<T extends { id: number }>(props: SurveillanceGridProps<T>) {
  const { i18n } = useTranslation();
  const gridTexts = useGridTexts();
  const [api, setApi] = useState<GridApi<T> | null>(null);
  const context = useRef<SurveillanceContext>({ now: props.now });
  const { conditionOf, onShown } = props;
  const lastShown = useRef<T[]>([]);

  useEffect(() => {
    context.current.now = props.now;
    api?.refreshCells({ columns: ['reportedAt', 'oldestReportAt'], force: true });
  }, [api, props.now]);

  // Stable options: a new function or object on every render would make the grid redraw its rows.
  const rowLook = useMemo(
    () => ({
      getRowClass: ({ data }: RowClassParams<T>) => (data ? `condition-${conditionOf(data)}` : undefined),
      getRowStyle: ({ data }: RowClassParams<T>) => {
        const tint = data && ROW_TINTS[conditionOf(data)];
        return tint ? { background: tint } : undefined;
      },
    }),
    [conditionOf],
  );
  const handleModelUpdated = useCallback(
    ({ api: grid }: ModelUpdatedEvent<T>) => {
      const shown: T[] = [];
      grid.forEachNodeAfterFilter((node) => node.data && shown.push(node.data));
      const last = lastShown.current;
      if (shown.length === last.length && shown.every((row, i) => row === last[i])) return;
      lastShown.current = shown;
      onShown(shown);
    },
    [onShown],
  );

  return (
    <AgGridReact<T>
      key={i18n.language}
      modules={MODULES}
      columnDefs={props.columns}
      rowData={props.rows as T[] | undefined}
      getRowId={rowIdOf}
      context={context.current}
      quickFilterText={props.search}
      defaultColDef={DEFAULT_COLUMN}
      suppressColumnVirtualisation
      loading={props.rows === undefined}
      localeText={gridTexts}
      {...rowLook}
      onGridReady={({ api: ready }) => setApi(ready)}
      onModelUpdated={handleModelUpdated}
    />
  );
}
