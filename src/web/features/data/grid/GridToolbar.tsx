import { Button, Group, Text } from '@mantine/core';
import type { GridApi } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import { NeedsServer } from '../../../ui/last-known/NeedsServer.tsx';
import type { Row } from '../resourceApi.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { GridSearch } from './GridSearch.tsx';

export interface GridToolbarProps {
  api: GridApi<Row> | null;
  search: string;
  rowCount: number | null;
  /** The count is a lower bound (a large protocol counts only so far): "more than …". */
  rowCountAtLeast?: boolean;
  onSearch(text: string): void;
  onResetColumns(): void;
  /** Absent when the user may not export (GRID_DATA_EXPORT_LOCAL) or create. */
  onExport?: (documentType: 'csv' | 'pdf') => void;
  onSendReport?: () => void;
  onCreate?: () => void;
}

export function GridToolbar(props: GridToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <GridSearch value={props.search} onChange={props.onSearch} />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="row-count">
        {props.rowCount === null
          ? ''
          : t(props.rowCountAtLeast ? 'data.grid.rowsAtLeast' : 'data.grid.rows', { count: props.rowCount })}
      </Text>
      <Group gap="xs" ml="auto">
        <ColumnChooser api={props.api} onReset={props.onResetColumns} />
        <NeedsServer>
          <Group gap="xs">
            {props.onExport && (
              <>
                <Button variant="default" onClick={() => props.onExport?.('csv')} disabled={!props.api}>
                  {t('data.grid.exportCsv')}
                </Button>
                <Button variant="default" onClick={() => props.onExport?.('pdf')} disabled={!props.api}>
                  {t('data.grid.exportPdf')}
                </Button>
              </>
            )}
            {props.onSendReport && (
              <Button variant="default" onClick={props.onSendReport} disabled={!props.api}>
                {t('data.report.open')}
              </Button>
            )}
            {props.onCreate && <Button onClick={props.onCreate}>{t('data.grid.create')}</Button>}
          </Group>
        </NeedsServer>
      </Group>
    </Group>
  );
}
