import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PointsMap } from '../../../ui/map/PointsMap.tsx';
import { PLAIN_POINTS, type Point, type PointsMapHandle, plainPoints } from '../../../ui/map/pointsMap.ts';
import { useCantonStates } from '../../../ui/map/useCantonStates.ts';

export interface ReportMapProps {
  points: readonly Point[];
  /** The map once drawn: the wizard exports it as the PNG the e-mail carries. */
  onReady(handle: PointsMapHandle<'point'>): void;
}

/** The map the report e-mail includes, shown as it will be sent: Switzerland with the rows' points. */
export function ReportMap({ points, onReady }: ReportMapProps) {
  const { t } = useTranslation();
  const states = useCantonStates();
  const shown = useMemo(() => plainPoints(points), [points]);
  if (!states) return <Text size="sm">{t('data.grid.loading')}</Text>;
  return (
    <PointsMap
      points={shown}
      palette={PLAIN_POINTS}
      focus={null}
      label={t('data.report.mapLabel', { count: points.length })}
      height={320}
      onReady={onReady}
    />
  );
}
