import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { SirenSurveillanceRow } from '../../../domain/devices.ts';
import { faultMessageColumn } from '../../../domain/registry/faultColumns.ts';
import type { Language } from '../../../domain/session.ts';
import { formatValue } from '../data/grid/formatValue.ts';
import { asOfColumn, column, conditionColumn } from './columns.ts';

type Row = SirenSurveillanceRow;
const LIST = 'sirens';

/** The columns of siren surveillance: where the siren stands, its condition, its device's last report. */
export function sirenColumns(t: TFunction, language: Language): ColDef<Row>[] {
  const yesNo = ({ value }: { value: boolean | null }) =>
    value === null ? '' : t(value ? 'data.grid.yes' : 'data.grid.no');
  return [
    // Each header whole in every language: Italian «Cantone», German «Übertragungsweg».
    column(t, LIST, 'stateCode', 90),
    column(t, LIST, 'code', 100),
    column(t, LIST, 'name', 190),
    conditionColumn<Row>(t, LIST, (row) => row.condition),
    asOfColumn<Row>(t, LIST, 'reportedAt', language),
    column(t, LIST, 'municipality', 160),
    {
      ...column<Row>(t, LIST, 'faultCode', 200),
      valueFormatter: ({ value }) => formatValue(faultMessageColumn, value, t),
      getQuickFilterText: ({ value }) => formatValue(faultMessageColumn, value, t),
    },
    column(t, LIST, 'version', 110),
    { ...column<Row>(t, LIST, 'mains', 100), valueFormatter: yesNo },
    {
      ...column<Row>(t, LIST, 'batteryPercent', 110),
      type: 'numericColumn',
      valueFormatter: ({ value }) => (value === null ? '' : `${value} %`),
    },
    {
      ...column<Row>(t, LIST, 'bearer', 145),
      valueFormatter: ({ value }) => (value ? t(`surveillance.bearers.${value}`) : ''),
    },
  ];
}
