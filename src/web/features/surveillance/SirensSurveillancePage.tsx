import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SirenSurveillanceRow } from '../../../domain/devices.ts';
import { useLanguage } from '../../i18n.ts';
import { SurveillanceLayout } from './SurveillanceLayout.tsx';
import { sirenColumns } from './sirenColumns.ts';
import { useSurveillanceRows } from './useSurveillanceRows.ts';

type Row = SirenSurveillanceRow;
const conditionOf = (row: Row) => row.condition;
const pointOf = (row: Row) => ({ east: row.east, north: row.north, category: row.condition });

/** /data/sirenssurveillance (ALARMING_SIREN_VIEW): every siren of the territory, its condition and last report. */
export function SirensSurveillancePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = useSurveillanceRows<Row>('sirenssurveillance');
  const columns = useMemo(() => sirenColumns(t, language), [t, language]);
  return (
    <SurveillanceLayout<Row>
      title={t('menu.data.sirenssurveillance')}
      query={rows}
      failedKey="surveillance.sirens.loadFailed"
      columns={columns}
      conditionOf={conditionOf}
      pointOf={pointOf}
      totalText={(count) => t('surveillance.sirens.total', { count })}
      loadingText={t('surveillance.sirens.loading')}
      mapLabel={(count) => t('surveillance.sirens.map', { count })}
    />
  );
}
