import { Group, Stack, Title } from '@mantine/core';
import { useDebouncedValue, useThrottledCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { GridApi } from 'ag-grid-community';
import { type ComponentType, type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceNotice } from '../../../domain/live.ts';
import { resourceTitleKey } from '../../../domain/navigation.ts';
import { mayDo } from '../../../domain/registry/index.ts';
import type { RegistryEntry } from '../../../domain/registry/types.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { useLanguage } from '../../i18n.ts';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';
import { useOverlayNavigation } from '../../shell/overlays/useOverlayNavigation.ts';
import { LastKnownNotice } from '../../ui/last-known/LastKnownNotice.tsx';
import { usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { RecordForm } from './form/RecordForm.tsx';
import { columnStateKey, resetColumnState } from './grid/columnState.ts';
import { DataGrid, type DataGridProps } from './grid/DataGrid.tsx';
import { GridToolbar } from './grid/GridToolbar.tsx';
import { csvOf, download, pointsOf, shownRows, tableOf } from './grid/gridExport.ts';
import { applyNotice } from './grid/liveRows.ts';
import { handOverReport } from './report/reportHandoff.ts';
import { bytesOf, reportApi } from './reportApi.ts';
import { type Row, resourceApi, resourceQueryKey } from './resourceApi.ts';

const LIVE_REFRESH_MS = 1_000;

/** An opened row as a page shows it instead of the record form. */
export interface RowDetailProps {
  row: Row;
  /** The page's title naming the row. */
  title: string;
  onClose(): void;
}

/** A registry entry, plus what a page built on the generic grid adds (the device console, the audit log). */
export interface DataGridPageProps {
  entry: RegistryEntry;
  /** Buttons beside the title for the row of the focused cell (null: none focused), e.g. the device console's. */
  actions?: (focused: Row | null) => ReactNode;
  rowClass?: DataGridProps['rowClass'];
  rowStyle?: DataGridProps['rowStyle'];
  /** Shows an opened row instead of the record form (the audit log compares before and after). */
  detail?: ComponentType<RowDetailProps>;
}

/** The generic /data page of a registry entry: toolbar, grid and the detail form popup. */
export function DataGridPage({ entry, actions, rowClass, rowStyle, detail: Detail }: DataGridPageProps) {
  const { t } = useTranslation();
  const me = useMe();
  const language = useLanguage();
  const permissions = usePermissions();
  const client = useApi();
  const queryClient = useQueryClient();
  const { withWait } = usePopups();
  const { openDialog } = useOverlayNavigation();
  const handleError = useHttpErrorHandler();
  const resources = useMemo(() => resourceApi(client, entry), [client, entry]);
  const [gridApi, setGridApi] = useState<GridApi<Row> | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [rowCount, setRowCount] = useState<number | null>(null);
  const [rowCountAtLeast, setRowCountAtLeast] = useState(false);
  const handleRowCount = useCallback((count: number, atLeast = false) => {
    setRowCount(count);
    setRowCountAtLeast(atLeast);
  }, []);
  const [asOf, setAsOf] = useState<number | null>(null);
  const [opened, setOpened] = useState<{ row: Row | null } | null>(null);
  const [focused, setFocused] = useState<Row | null>(null);
  const stateKey = columnStateKey(me.userName, entry.resource.key);
  const title = t(resourceTitleKey(entry.resource));
  // An opened row names itself in the title (e.g. which device is being taken out of service).
  const rowTitle = (row: Row) => `${title} – ${String(row[entry.labelField] ?? row.id)}`;

  const refresh = useCallback(() => {
    if (entry.paging === 'server') gridApi?.refreshInfiniteCache();
    else void queryClient.invalidateQueries({ queryKey: resourceQueryKey(entry) });
  }, [entry, gridApi, queryClient]);
  // A burst of changes (an import, a status round) refreshes the grid at most once a second.
  const liveRefresh = useThrottledCallback(refresh, LIVE_REFRESH_MS);
  // A change of a few named rows reads only those rows into a client-side grid.
  useLiveTopic<ResourceNotice>(`resources/${entry.resource.key}`, (notice) => {
    if (entry.paging === 'server') return liveRefresh();
    applyNotice(queryClient, entry, resources, notice).then(
      (applied) => applied || liveRefresh(),
      () => liveRefresh(),
    );
  });
  useLiveConnected(refresh);

  const handleExport = async (documentType: 'csv' | 'pdf') => {
    if (!gridApi) return;
    try {
      const rows = await withWait(shownRows(gridApi, entry, resources, q, t));
      const table = tableOf(gridApi, entry, rows, t);
      if (documentType === 'csv') {
        download(
          `${entry.resource.key}-${new Date().toISOString().slice(0, 10)}.csv`,
          csvOf(table),
          'text/csv',
        );
        return;
      }
      const request = { table, tableName: title, documentType, language, pageSize: 'A4' } as const;
      const pdf = await withWait(reportApi(client).document(request));
      download(pdf.fileName, bytesOf(pdf.dataBase64), pdf.contentType);
    } catch (error) {
      await handleError(error);
    }
  };

  const handleSendReport = async () => {
    if (!gridApi) return;
    try {
      const rows = await withWait(shownRows(gridApi, entry, resources, q, t));
      handOverReport(entry.resource.key, {
        tableName: title,
        table: tableOf(gridApi, entry, rows, t),
        points: pointsOf(entry, rows),
      });
      openDialog('dialog1', `sendreport/${entry.resource.key}`);
    } catch (error) {
      await handleError(error);
    }
  };

  return (
    <Stack p="lg" gap="sm" h="calc(100vh - 120px)">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {actions?.(focused)}
      </Group>
      <LastKnownNotice asOf={asOf} />
      <GridToolbar
        api={gridApi}
        search={search}
        rowCount={rowCount}
        rowCountAtLeast={rowCountAtLeast}
        onSearch={setSearch}
        onResetColumns={() => gridApi && resetColumnState(gridApi, stateKey)}
        onExport={permissions.has('GRID_DATA_EXPORT_LOCAL') ? handleExport : undefined}
        onSendReport={permissions.has('GRID_DATA_EXPORT_EMAIL') ? handleSendReport : undefined}
        onCreate={mayDo(entry, 'create', permissions) ? () => setOpened({ row: null }) : undefined}
      />
      <div style={{ flex: 1, minHeight: 320 }}>
        <DataGrid
          entry={entry}
          resources={resources}
          q={q}
          stateKey={stateKey}
          onReady={setGridApi}
          onRowCount={handleRowCount}
          onAsOf={setAsOf}
          onOpenRow={(row) => setOpened({ row })}
          onFocusRow={setFocused}
          rowClass={rowClass}
          rowStyle={rowStyle}
        />
      </div>
      {opened?.row && Detail ? (
        <Detail row={opened.row} title={rowTitle(opened.row)} onClose={() => setOpened(null)} />
      ) : (
        opened && (
          <RecordForm
            entry={entry}
            resources={resources}
            title={opened.row ? rowTitle(opened.row) : title}
            row={opened.row}
            onClose={() => setOpened(null)}
            onChanged={refresh}
          />
        )
      )}
    </Stack>
  );
}
