import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SirenResult } from '../../../../domain/alarming.ts';
import type { OperationMode } from '../../../../domain/session.ts';
import { PointsMap } from '../../../ui/map/PointsMap.tsx';
import { RESULT_PALETTE, resultStateText } from '../alarmLabels.ts';

export interface ResultsMapProps {
  rows: readonly SirenResult[];
  /** The one canton the task touches (fitted), or null for the whole country. */
  focus: string | null;
  /** The alarm's mode: it words the legend. */
  mode: OperationMode;
}

/** The task's sirens on the map, coloured by state, with a legend. */
export function ResultsMap({ rows, focus, mode }: ResultsMapProps) {
  const { t } = useTranslation();
  const points = useMemo(
    () => rows.map((row) => ({ east: row.east, north: row.north, category: row.state })),
    [rows],
  );
  return (
    <PointsMap
      points={points}
      palette={RESULT_PALETTE}
      focus={focus}
      label={t('alarming.detail.mapLabel', { count: rows.length })}
      height={360}
      legendLabel={(state) => resultStateText(state, mode, t)}
    />
  );
}
