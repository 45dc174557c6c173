import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { SirenResult } from '../../../../domain/alarming.ts';
import { faultMessageColumn } from '../../../../domain/registry/faultColumns.ts';
import type { OperationMode } from '../../../../domain/session.ts';
import { formatValue } from '../../data/grid/formatValue.ts';
import { formatAlarmTime, resultStateText } from '../alarmLabels.ts';
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

/** When a siren's line last changed: the time alone on the day the alarm started (the header says which). */
function updatedText(at: string | null, startedAt: string): string {
  const full = formatAlarmTime(at);
  const [day, time] = full.split(' ');
  return at && day === formatAlarmTime(startedAt).split(' ')[0] ? (time ?? full) : full;
}

/**
 * The per-siren grid's columns, headed and formatted in the user's language, the states worded for the alarm's
 * mode. Names take the room left, so that the grid fits a 1366-pixel screen beside the menu; a header cut short
 * shows in full on hover.
 */
export function sirenColumns(t: TFunction, mode: OperationMode, startedAt: string): ColDef<SirenResult>[] {
  const header = (field: string) => ({
    headerName: t(`alarming.fields.${field}`),
    headerTooltip: t(`alarming.fields.${field}`),
  });
  return [
    { field: 'stateCode', ...header('canton'), width: 95 },
    { field: 'sirenCode', ...header('sirenCode'), width: 105 },
    { field: 'sirenName', ...header('sirenName'), flex: 2, minWidth: 110 },
    { field: 'municipality', ...header('municipality'), flex: 1, minWidth: 90 },
    {
      field: 'state',
      ...header('state'),
      // An exercise's "would have sounded (exercise)" is longer than any live state.
      width: mode === 'EXERCISE' ? 200 : 150,
      cellRenderer: ResultStateCell,
      cellRendererParams: { mode },
      getQuickFilterText: ({ value }) => resultStateText(value, mode, t),
    },
    {
      field: 'faultCode',
      ...header('faultCode'),
      width: 120,
      // Why a siren was skipped or failed is said in words; a code the console does not know stays as reported.
      valueFormatter: ({ value }) => skipReasonText(value ?? null, t),
      getQuickFilterText: ({ value }) => skipReasonText(value ?? null, t),
    },
    {
      field: 'bearer',
      ...header('bearer'),
      width: 115,
      valueFormatter: ({ value }) => (value ? t(`alarming.bearers.${value}`) : ''),
    },
    { field: 'attempts', ...header('attempts'), width: 85 },
    {
      field: 'updatedAt',
      ...header('updatedAt'),
      width: 115,
      valueFormatter: ({ value }) => updatedText(value ?? null, startedAt),
      tooltipValueGetter: ({ value }) => formatAlarmTime(value ?? null),
    },
  ];
}
