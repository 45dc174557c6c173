import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PointsMap } from '../../../ui/map/PointsMap.tsx';
import { PLAIN_POINTS, type Point, plainPoints } from '../../../ui/map/pointsMap.ts';
import { useCantonStates } from '../../../ui/map/useCantonStates.ts';

export interface MemberMapProps {
  stateCode: string | null;
  /** LV95 points [E, N] of the selected rows. */
  points: Point[];
}

/** The group's canton, outlined and fitted, with the selected sirens as dots: where a group sounds. */
export function MemberMap({ stateCode, points }: MemberMapProps) {
  const { t } = useTranslation();
  const states = useCantonStates();
  // The form builds a new list on every render; the map redraws only when the points change.
  const key = points.map(([e, n]) => `${e}/${n}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the points' content.
  const stable = useMemo(() => plainPoints(points), [key]);
  if (!states || !stateCode || !states.some((s) => s.code === stateCode)) return null;
  return (
    <PointsMap
      points={stable}
      palette={PLAIN_POINTS}
      focus={stateCode}
      label={t('data.form.groupMap', { count: points.length, state: stateCode })}
      height={260}
    />
  );
}
