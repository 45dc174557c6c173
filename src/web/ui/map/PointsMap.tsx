import { Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOUNDARY_SOURCE_KEY } from './boundarySource.ts';
import { createPointsMap, type MapPoint, type PointPalette, type PointsMapHandle } from './pointsMap.ts';
import { useCantonStates } from './useCantonStates.ts';

export interface PointsMapProps<C extends string> {
  points: readonly MapPoint<C>[];
  /** The colour of each category; also what the legend lists. */
  palette: PointPalette<C>;
  /** The canton to fit and outline; null shows the whole country. */
  focus: string | null;
  /** What the map shows, for screen readers (e.g. "12 sirens in BE"). */
  label: string;
  /** In pixels; without it the map fills its parent's height. */
  height?: number;
  /** A category's name: given, the map has a legend. */
  legendLabel?: (category: C) => string;
  /** Hands out the map once it exists (e.g. to export it as a PNG). */
  onReady?: (handle: PointsMapHandle<C>) => void;
}

/** OpenLayers map of the cantons with points coloured by category (src/web/ui/map/pointsMap.ts). */
export function PointsMap<C extends string>(props: PointsMapProps<C>) {
  const { points, palette, focus, height, legendLabel, onReady } = props;
  const { t } = useTranslation();
  const states = useCantonStates();
  const target = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<PointsMapHandle<C> | null>(null);

  useEffect(() => {
    if (!target.current) return;
    const created = createPointsMap(target.current, palette);
    setHandle(created);
    return () => created.dispose();
  }, [palette]);
  useEffect(() => handle?.show(states ?? [], points, focus), [handle, states, points, focus]);
  useEffect(() => {
    if (handle) onReady?.(handle);
  }, [handle, onReady]);

  const fill = height === undefined;
  return (
    <figure
      role="img"
      aria-label={props.label}
      style={{ margin: 0, height: fill ? '100%' : undefined, display: 'flex', flexDirection: 'column' }}
    >
      <div
        ref={target}
        style={{
          ...(fill ? { flex: 1, minHeight: 300 } : { height }),
          background: 'var(--mantine-color-gray-0)',
        }}
      />
      <Group component="figcaption" gap="sm" mt={4}>
        {legendLabel &&
          palette.categories.map((category) => (
            <Text key={category} size="xs">
              <span style={{ color: palette.colours[category] }}>●</span> {legendLabel(category)}
            </Text>
          ))}
        <Text size="xs" c="dimmed" ml="auto">
          {t(BOUNDARY_SOURCE_KEY)}
        </Text>
      </Group>
    </figure>
  );
}
