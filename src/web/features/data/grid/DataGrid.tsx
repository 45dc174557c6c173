import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GridApi, GridReadyEvent, RowClassParams, RowStyle } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistryEntry } from '../../../../domain/registry/types.ts';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import { useLastKnown } from '../../../ui/last-known/LastKnown.tsx';
import { type ResourceApi, type Row, resourceQueryKey } from '../resourceApi.ts';
import { GRID_DEFAULT_COLUMN, GRID_MODULES } from './agGrid.ts';
import { columnDefs } from './columnDefs.ts';
import { restoreColumnState, saveColumnState } from './columnState.ts';
import { type FittedWidths, fitHeaders, layoutToSave } from './fitHeaders.ts';
import { useGridTexts } from './gridTexts.ts';
import { lastKnownPages } from './lastKnownPages.ts';
import { serverDatasource } from './serverDatasource.ts';

export interface DataGridProps {
  entry: RegistryEntry;
  resources: ResourceApi;
  /** Quick search over every text column. */
  q: string;
  stateKey: string;
  onReady(api: GridApi<Row>): void;
  /** `atLeast`: more rows match than counted (a capped count of a large protocol). */
  onRowCount(count: number, atLeast?: boolean): void;
  /** When the rows shown arrived, if they are a last-known copy (an outage); null when fresh. */
  onAsOf(asOf: number | null): void;
  onOpenRow(row: Row): void;
  /** The row of the focused cell (the one row actions apply to); null when none is. */
  onFocusRow?: (row: Row | null) => void;
  /** Marks rows apart (e.g. devices out of service): a class and a style. */
  rowClass?: (row: Row) => string | undefined;
  rowStyle?: (row: Row) => RowStyle | undefined;
}

/**
 * The grid of one registry entry: the infinite row model with server paging, sorting and filtering for
 * large entities, all rows loaded once for small ones; in an outage both show what they last had. Enter or
 * a double click opens a row.
 */
export function DataGrid(props: DataGridProps) {
  const { entry, resources, q, stateKey, onReady, onRowCount, onAsOf, onOpenRow, onFocusRow } = props;
  const { rowClass, rowStyle } = props;
  const { t, i18n } = useTranslation();
  const gridTexts = useGridTexts();
  const handleError = useHttpErrorHandler();
  const server = entry.paging === 'server';
  const apiRef = useRef<GridApi<Row> | null>(null);
  const columns = useMemo(
    () => columnDefs(entry, t, server ? resources : undefined),
    [entry, t, server, resources],
  );
  const queryClient = useQueryClient();
  const all = useLastKnown(
    useQuery({
      queryKey: [...resourceQueryKey(entry), 'all'],
      queryFn: () => resources.listAll({ sort: [], filter: {}, q: '' }),
      enabled: !server,
    }),
  );
  const data = all.kind === 'data' ? all.data : undefined;
  const allAsOf = all.kind === 'data' ? all.asOf : null;
  useEffect(() => {
    if (!server) onAsOf(allAsOf);
  }, [server, allAsOf, onAsOf]);
  const datasource = useMemo(() => {
    if (!server) return undefined;
    const pages = lastKnownPages(queryClient, entry, resources);
    return serverDatasource(entry, pages, q, t, onRowCount, onAsOf, handleError);
  }, [server, queryClient, entry, resources, q, t, onRowCount, onAsOf, handleError]);
  // Stable: a new function on every render would make the grid redraw its rows.
  const rowLook = useMemo(
    () => ({
      getRowClass: ({ data: row }: RowClassParams<Row>) => (row && rowClass ? rowClass(row) : undefined),
      getRowStyle: ({ data: row }: RowClassParams<Row>) => (row && rowStyle ? rowStyle(row) : undefined),
    }),
    [rowClass, rowStyle],
  );
  // Widths given to columns so that their headers read in full (never saved as the user's layout).
  const fitted = useRef<FittedWidths>(new Map());
  const fitColumnHeaders = () => apiRef.current && fitHeaders(apiRef.current, fitted.current);
  const save = () =>
    apiRef.current && saveColumnState(apiRef.current, stateKey, layoutToSave(apiRef.current, fitted.current));
  const countShown = () => !server && apiRef.current && onRowCount(apiRef.current.getDisplayedRowCount());

  const handleReady = ({ api }: GridReadyEvent<Row>) => {
    apiRef.current = api;
    restoreColumnState(api, stateKey);
    onReady(api);
    // Once the headers are laid out in the page's font.
    void (document.fonts?.ready ?? Promise.resolve()).then(() => requestAnimationFrame(fitColumnHeaders));
  };

  return (
    <AgGridReact<Row>
      // The grid's own texts are read once: a new language builds a new grid (the saved layout returns).
      key={i18n.language}
      modules={GRID_MODULES}
      columnDefs={columns}
      getRowId={({ data: row }) => String(row.id)}
      rowModelType={server ? 'infinite' : 'clientSide'}
      {...(server
        ? { datasource, cacheBlockSize: 100, maxBlocksInCache: 50 }
        : { rowData: data, quickFilterText: q })}
      defaultColDef={GRID_DEFAULT_COLUMN}
      // A dozen columns at most: all stay rendered, so wide JSON columns scroll smoothly.
      suppressColumnVirtualisation
      loading={!server && data === undefined}
      localeText={gridTexts}
      onGridReady={handleReady}
      onModelUpdated={countShown}
      onSortChanged={() => {
        fitColumnHeaders();
        save();
      }}
      onColumnMoved={save}
      // 'api': the widths fitHeaders gives, no choice of the user's.
      onColumnResized={(event) => event.finished && event.source !== 'api' && save()}
      onColumnVisible={save}
      onDisplayedColumnsChanged={fitColumnHeaders}
      onGridSizeChanged={fitColumnHeaders}
      {...rowLook}
      onCellFocused={({ api, rowIndex }) =>
        onFocusRow?.(rowIndex === null ? null : (api.getDisplayedRowAtIndex(rowIndex)?.data ?? null))
      }
      // A click chooses its row even where the grid moves no cell focus (a cell's own control, a row
      // of a server-paged grid whose block was still loading when focused).
      onRowClicked={({ data: row }) => row && onFocusRow?.(row)}
      onRowDoubleClicked={({ data: row }) => row && onOpenRow(row)}
      onCellKeyDown={({ event, data: row }) => {
        if ((event as KeyboardEvent | undefined)?.key === 'Enter' && row) onOpenRow(row);
      }}
    />
  );
}
