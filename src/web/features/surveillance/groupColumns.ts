import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { SirenGroupSurveillanceRow } from '../../../domain/devices.ts';
import type { Language } from '../../../domain/session.ts';
import { asOfColumn, column, conditionColumn } from './columns.ts';
import { groupCondition } from './conditions.ts';

type Row = SirenGroupSurveillanceRow;
const LIST = 'groups';

const count = (t: TFunction, field: keyof Row): ColDef<Row> => ({
  ...column<Row>(t, LIST, field, 110),
  type: 'numericColumn',
});

/** The columns of group surveillance: the group, its worst member's condition, its members per condition. */
export function groupColumns(t: TFunction, language: Language): ColDef<Row>[] {
  return [
    column(t, LIST, 'stateCode', 80),
    column(t, LIST, 'name', 220),
    conditionColumn<Row>(t, LIST, groupCondition),
    asOfColumn<Row>(t, LIST, 'oldestReportAt', language),
    count(t, 'members'),
    count(t, 'ok'),
    count(t, 'fault'),
    count(t, 'stale'),
    count(t, 'outOfService'),
    {
      ...column<Row>(t, LIST, 'purpose', 140),
      valueFormatter: ({ value }) => (value ? t(`data.values.${value}`) : ''),
    },
  ];
}
