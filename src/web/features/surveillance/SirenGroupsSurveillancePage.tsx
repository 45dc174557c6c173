import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SirenGroupSurveillanceRow } from '../../../domain/devices.ts';
import { useLanguage } from '../../i18n.ts';
import { groupCondition } from './conditions.ts';
import { groupColumns } from './groupColumns.ts';
import { SurveillanceLayout } from './SurveillanceLayout.tsx';
import { useSurveillanceRows } from './useSurveillanceRows.ts';

type Row = SirenGroupSurveillanceRow;
const pointOf = (row: Row) =>
  row.east === null || row.north === null
    ? null
    : { east: row.east, north: row.north, category: groupCondition(row) };

/** /data/sirengroupssurveillance (ALARMING_SIRENGROUP_VIEW): each group as its worst member, on a map too. */
export function SirenGroupsSurveillancePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = useSurveillanceRows<Row>('sirengroupssurveillance');
  const columns = useMemo(() => groupColumns(t, language), [t, language]);
  return (
    <SurveillanceLayout<Row>
      title={t('menu.data.sirengroupssurveillance')}
      query={rows}
      failedKey="surveillance.groups.loadFailed"
      columns={columns}
      conditionOf={groupCondition}
      pointOf={pointOf}
      totalText={(count) => t('surveillance.groups.total', { count })}
      loadingText={t('surveillance.groups.loading')}
      mapLabel={(count) => t('surveillance.groups.map', { count })}
    />
  );
}
