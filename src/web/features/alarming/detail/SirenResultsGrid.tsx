import { Group, Select, Stack, Text } from '@mantine/core';
import { AgGridReact } from 'ag-grid-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIREN_RESULT_STATES, type SirenResult } from '../../../../domain/alarming.ts';
import type { OperationMode } from '../../../../domain/session.ts';
import { GRID_DEFAULT_COLUMN, GRID_MODULES } from '../../data/grid/agGrid.ts';
import { useGridTexts } from '../../data/grid/gridTexts.ts';
import { resultStateText } from '../alarmLabels.ts';
import { sirenColumns } from './sirenColumns.ts';

const ALL = 'ALL';

const SORTABLE_COLUMN = { ...GRID_DEFAULT_COLUMN, sortable: true };

export interface SirenResultsGridProps {
  rows: readonly SirenResult[];
  /** The alarm's mode (it words the states) and start (a line changed that day shows its time alone). */
  mode: OperationMode;
  startedAt: string;
}

/** Every siren of the task with its live state, filtered by state (client-side AG Grid). */
export function SirenResultsGrid({ rows, mode, startedAt }: SirenResultsGridProps) {
  const { t, i18n } = useTranslation();
  const gridTexts = useGridTexts();
  const [state, setState] = useState<string>(ALL);
  const columns = useMemo(() => sirenColumns(t, mode, startedAt), [t, mode, startedAt]);
  const shown = useMemo(
    () => (state === ALL ? [...rows] : rows.filter((row) => row.state === state)),
    [rows, state],
  );
  const options = [
    { value: ALL, label: t('alarming.detail.allStates', { count: rows.length }) },
    ...SIREN_RESULT_STATES.map((s) => ({
      value: s,
      label: `${resultStateText(s, mode, t)} (${rows.filter((row) => row.state === s).length})`,
    })),
  ];
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('alarming.detail.stateFilter')}
          data={options}
          value={state}
          onChange={(value) => setState(value ?? ALL)}
          allowDeselect={false}
          w={280}
        />
        <Text size="sm" c="dimmed" data-testid="siren-row-count">
          {t('alarming.detail.rowsShown', { count: shown.length })}
        </Text>
      </Group>
      <div style={{ height: 440 }}>
        <AgGridReact<SirenResult>
          key={i18n.language}
          modules={GRID_MODULES}
          columnDefs={columns}
          rowData={shown}
          getRowId={({ data }) => String(data.sirenId)}
          defaultColDef={SORTABLE_COLUMN}
          localeText={gridTexts}
        />
      </div>
    </Stack>
  );
}
