import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PointsMap } from '../../../ui/map/PointsMap.tsx';
import type { Point, PointsMapHandle } from '../../../ui/map/pointsMap.ts';
import { useCantonStates } from '../../../ui/map/useCantonStates.ts';

export interface ReportMapProps {
  points: readonly Point[];
  /** The map once drawn: the wizard exports it as the PNG the e-mail carries. */
  onReady(handle: PointsMapHandle): void;
}

/** The map the report e-mail includes, shown as it will be sent: Switzerland with the rows' points. */
export function ReportMap({ points, onReady }: ReportMapProps) {
  const { t } = useTranslation();
  const states = useCantonStates();
  if (!states) return <Text size="sm">{t('data.grid.loading')}</Text>;
  return (
    <PointsMap
      states={states}
      points={points}
      focus={null}
      label={t('data.report.mapLabel', { count: points.length })}
      height={320}
      onReady={onReady}
    />
  );
}
