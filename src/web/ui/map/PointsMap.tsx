import { useEffect, useRef, useState } from 'react';
import type { MapState } from './cantonFeatures.ts';
import { createPointsMap, type Point, type PointsMapHandle } from './pointsMap.ts';

/** Source names as the boundary data's terms of use ask for them; not translated. */
export const BOUNDARY_ATTRIBUTION = 'Bundesamt für Statistik (BFS), GEOSTAT';

export interface PointsMapProps {
  states: readonly MapState[];
  points: readonly Point[];
  /** The canton to fit and outline; null shows the whole country. */
  focus: string | null;
  /** What the map shows, for screen readers (e.g. "12 sirens in BE"). */
  label: string;
  height: number;
  /** Hands out the map once it exists (e.g. to export it as a PNG). */
  onReady?: (handle: PointsMapHandle) => void;
}

/** OpenLayers map of the cantons with points on it (src/web/ui/map/pointsMap.ts). */
export function PointsMap({ states, points, focus, label, height, onReady }: PointsMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<PointsMapHandle | null>(null);

  useEffect(() => {
    if (!target.current) return;
    const created = createPointsMap(target.current);
    setHandle(created);
    return () => created.dispose();
  }, []);
  useEffect(() => handle?.show(states, points, focus), [handle, states, points, focus]);
  useEffect(() => {
    if (handle) onReady?.(handle);
  }, [handle, onReady]);

  return (
    <figure role="img" aria-label={label} style={{ margin: 0 }}>
      <div ref={target} style={{ width: '100%', height, background: 'var(--mantine-color-gray-0)' }} />
      <figcaption style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)', textAlign: 'right' }}>
        {BOUNDARY_ATTRIBUTION}
      </figcaption>
    </figure>
  );
}
