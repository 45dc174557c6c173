import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { SirenGroupSurveillanceRow } from '../../../domain/devices.ts';
import type { Language } from '../../../domain/session.ts';
import { asOfColumn, asOfText, column, conditionColumn } from './columns.ts';
import { groupCondition } from './conditions.ts';
import type { SurveillanceContext } from './SurveillanceGrid.tsx';

type Row = SirenGroupSurveillanceRow;
const LIST = 'groups';

const count = (t: TFunction, field: keyof Row): ColDef<Row> => ({
  ...column<Row>(t, LIST, field, 110),
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

/** The columns of group surveillance: the group, its worst member's condition, its members per condition. */
export function groupColumns(t: TFunction, language: Language): ColDef<Row>[] {
  return [
    column(t, LIST, 'stateCode', 80),
    column(t, LIST, 'name', 220),
    conditionColumn<Row>(t, LIST, groupCondition),
    groupAsOfColumn(t, language),
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
