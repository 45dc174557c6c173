import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { SirenResult } from '../../../../domain/alarming.ts';
import { faultMessageColumn } from '../../../../domain/registry/faultColumns.ts';
import { formatValue } from '../../data/grid/formatValue.ts';
import { formatAlarmTime } from '../alarmLabels.ts';
import { ResultStateCell } from './ResultStateCell.tsx';

/** The reasons the server skips a siren with (tasks.ts), not device fault codes. */
export const SKIP_REASONS = ['OUT_OF_SERVICE', 'NO_DEVICE'];

/** A fault code as the grid shows it: a skip reason or a known device fault in words, another as it is. */
export function skipReasonText(code: string | null, t: TFunction): string {
  if (!code) return '';
  return SKIP_REASONS.includes(code)
    ? t(`alarming.skipReasons.${code}`)
    : formatValue(faultMessageColumn, code, t);
}

/** The per-siren grid's columns, headed and formatted in the user's language. */
export function sirenColumns(t: TFunction): ColDef<SirenResult>[] {
  const header = (field: string) => t(`alarming.fields.${field}`);
  return [
    { field: 'stateCode', headerName: header('canton'), width: 80 },
    { field: 'sirenCode', headerName: header('sirenCode'), width: 120 },
    // Names take the room left, so that the grid fits a 1440-pixel screen beside the menu.
    { field: 'sirenName', headerName: header('sirenName'), flex: 2, minWidth: 120 },
    { field: 'municipality', headerName: header('municipality'), flex: 1, minWidth: 100 },
    {
      field: 'state',
      headerName: header('state'),
      width: 150,
      cellRenderer: ResultStateCell,
      getQuickFilterText: ({ value }) => t(`alarming.states.${value}`),
    },
    {
      field: 'faultCode',
      headerName: header('faultCode'),
      width: 130,
      // Why a siren was skipped or failed is said in words; a code the console does not know stays as reported.
      valueFormatter: ({ value }) => skipReasonText(value ?? null, t),
      getQuickFilterText: ({ value }) => skipReasonText(value ?? null, t),
    },
    {
      field: 'bearer',
      headerName: header('bearer'),
      width: 150,
      valueFormatter: ({ value }) => (value ? t(`alarming.bearers.${value}`) : ''),
    },
    { field: 'attempts', headerName: header('attempts'), width: 95 },
    {
      field: 'updatedAt',
      headerName: header('updatedAt'),
      width: 170,
      valueFormatter: ({ value }) => formatAlarmTime(value ?? null),
    },
  ];
}
