import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { SirenResult } from '../../../../domain/alarming.ts';
import { formatAlarmTime } from '../alarmLabels.ts';
import { ResultStateCell } from './ResultStateCell.tsx';

/** The per-siren grid's columns, headed and formatted in the user's language. */
export function sirenColumns(t: TFunction): ColDef<SirenResult>[] {
  const header = (field: string) => t(`alarming.fields.${field}`);
  return [
    { field: 'stateCode', headerName: header('canton'), width: 100 },
    { field: 'sirenCode', headerName: header('sirenCode'), width: 130 },
    { field: 'sirenName', headerName: header('sirenName'), width: 230 },
    { field: 'municipality', headerName: header('municipality'), width: 170 },
    {
      field: 'state',
      headerName: header('state'),
      width: 160,
      cellRenderer: ResultStateCell,
      getQuickFilterText: ({ value }) => t(`alarming.states.${value}`),
    },
    { field: 'faultCode', headerName: header('faultCode'), width: 170 },
    {
      field: 'bearer',
      headerName: header('bearer'),
      width: 120,
      valueFormatter: ({ value }) => (value ? t(`alarming.bearers.${value}`) : ''),
    },
    { field: 'attempts', headerName: header('attempts'), width: 110 },
    {
      field: 'updatedAt',
      headerName: header('updatedAt'),
      width: 180,
      valueFormatter: ({ value }) => formatAlarmTime(value ?? null),
    },
  ];
}
