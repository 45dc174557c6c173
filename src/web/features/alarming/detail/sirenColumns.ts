import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { SirenResult } from '../../../../domain/alarming.ts';
import type { OperationMode } from '../../../../domain/session.ts';
import { formatAlarmTime, resultStateText } from '../alarmLabels.ts';
import { skipReasonText } from '../skipReasons.ts';
import { ResultStateCell } from './ResultStateCell.tsx';

/** The municipality column's least width: room for names like "Villars-sur-Glâne" or "La Chaux-de-Fonds". */
export const MUNICIPALITY_MIN_WIDTH = 160;

/** When a siren's line last changed: the time alone on the day the alarm started (the header says which). */
function updatedText(at: string | null, startedAt: string): string {
  const full = formatAlarmTime(at);
  const [day, time] = full.split(' ');
  return at && day === formatAlarmTime(startedAt).split(' ')[0] ? (time ?? full) : full;
}

/**
 * The per-siren grid's columns, headed and formatted in the user's language, the states worded for the alarm's
 * mode. Short values (canton, code, state, bearer, attempts, time) get narrow fixed columns; the siren's name,
 * its municipality and the fault's words share the room left, the municipality never narrower than its longest
 * names ("La Chaux-de-Fonds"), so that the grid fits a 1366-pixel screen beside the menu without cutting it. A long
 * state takes two lines; a header cut short, a fault's words and a line's full time show on hover.
 */
export function sirenColumns(t: TFunction, mode: OperationMode, startedAt: string): ColDef<SirenResult>[] {
  const header = (field: string) => ({
    headerName: t(`alarming.fields.${field}`),
    headerTooltip: t(`alarming.fields.${field}`),
  });
  return [
    { field: 'stateCode', ...header('canton'), width: 85 },
    { field: 'sirenCode', ...header('sirenCode'), width: 90 },
    { field: 'sirenName', ...header('sirenName'), flex: 2, minWidth: 80 },
    {
      field: 'municipality',
      ...header('municipality'),
      flex: 2,
      minWidth: MUNICIPALITY_MIN_WIDTH,
    },
    {
      field: 'state',
      ...header('state'),
      // An exercise's "would have sounded (exercise)" is longer than any live state (the longest, Italian
      // "Nessuna risposta", needs 165) and takes two lines.
      width: mode === 'EXERCISE' ? 190 : 165,
      tooltipValueGetter: ({ value }) => (value ? resultStateText(value, mode, t) : ''),
      cellRenderer: ResultStateCell,
      cellRendererParams: { mode },
      getQuickFilterText: ({ value }) => resultStateText(value, mode, t),
    },
    {
      field: 'faultCode',
      ...header('faultCode'),
      // Words, mostly empty: the least room on a small screen, more on a wide one.
      flex: 1,
      minWidth: 120,
      // Why a siren was skipped or failed is said in words; a code the console does not know stays as reported.
      valueFormatter: ({ value }) => skipReasonText(value ?? null, t),
      tooltipValueGetter: ({ value }) => skipReasonText(value ?? null, t),
      getQuickFilterText: ({ value }) => skipReasonText(value ?? null, t),
    },
    {
      field: 'bearer',
      ...header('bearer'),
      // «Réseau mobile» whole.
      width: 125,
      valueFormatter: ({ value }) => (value ? t(`alarming.bearers.${value}`) : ''),
    },
    { field: 'attempts', ...header('attempts'), width: 65 },
    {
      field: 'updatedAt',
      ...header('updatedAt'),
      width: 110,
      valueFormatter: ({ value }) => updatedText(value ?? null, startedAt),
      tooltipValueGetter: ({ value }) => formatAlarmTime(value ?? null),
    },
  ];
}
