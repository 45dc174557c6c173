import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { SirenGroupSurveillanceRow } from '../../../domain/devices.ts';
import type { Language } from '../../../domain/session.ts';
import { asOfColumn, asOfText, column, conditionColumn } from './columns.ts';
import { groupCondition } from './conditions.ts';
import type { SurveillanceContext } from './SurveillanceGrid.tsx';

type Row = SirenGroupSurveillanceRow;
const LIST = 'groups';

const count = (t: TFunction, field: keyof Row, width: number): ColDef<Row> => ({
  ...column<Row>(t, LIST, field, width),
  type: 'numericColumn',
});

/**
 * A group's "as of": the oldest report of its members that have reported, and beside it how many members
 * have never reported (those alone, when none has).
 */
function groupAsOfColumn(t: TFunction, language: Language): ColDef<Row> {
  return {
    ...asOfColumn<Row>(t, LIST, 'oldestReportAt', language),
    valueFormatter: ({ value, data, context }: ValueFormatterParams<Row, string | null>) => {
      const never = data?.neverReported ?? 0;
      const silent = t('surveillance.neverReportedMembers', { count: never });
      if (!value) return never > 0 ? silent : t('surveillance.neverReported');
      const asOf = asOfText(value, (context as SurveillanceContext).now, language, t);
      return never > 0 ? `${asOf} · ${silent}` : asOf;
    },
  };
}

/**
 * The columns of group surveillance: the group, its worst member's condition, its members per condition, then
 * as of when. The counts come before the (wide) time so that they fit a 1366-pixel screen beside the menu; their
 * headers wrap, the name takes the room left.
 */
export function groupColumns(t: TFunction, language: Language): ColDef<Row>[] {
  return [
    column(t, LIST, 'stateCode', 90),
    { ...column<Row>(t, LIST, 'name', 220), flex: 1, minWidth: 150 },
    { ...conditionColumn<Row>(t, LIST, groupCondition), width: 155 },
    count(t, 'members', 90),
    count(t, 'ok', 75),
    // French «Dérangement» whole.
    count(t, 'fault', 120),
    count(t, 'stale', 100),
    count(t, 'outOfService', 95),
    { ...groupAsOfColumn(t, language), width: 210 },
    {
      ...column<Row>(t, LIST, 'purpose', 140),
      valueFormatter: ({ value }) => (value ? t(`data.values.${value}`) : ''),
    },
  ];
}
