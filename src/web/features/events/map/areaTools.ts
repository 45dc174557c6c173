import type Feature from 'ol/Feature.js';
import type Polygon from 'ol/geom/Polygon.js';
import Draw from 'ol/interaction/Draw.js';
import Modify from 'ol/interaction/Modify.js';
import type OlMap from 'ol/Map.js';
import type VectorSource from 'ol/source/Vector.js';
import type { AreaPolygon, Ring } from '../../../../domain/area.ts';
import { polygonsOf } from './areaLayers.ts';

/** What a click or drag on the map does. */
export type AreaTool = 'draw' | 'hole' | 'modify' | 'delete' | 'cantons' | 'none';

export interface AreaToolEvents {
  /** A ring drawn with the draw tool (new polygon) or the hole tool. */
  onRingDrawn(ring: Ring, tool: 'draw' | 'hole'): void;
  /** The polygons after points were moved, added or removed with the modify tool. */
  onModified(polygons: AreaPolygon[]): void;
}

/** The draw, hole and modify interactions; only the current tool's is on the map. */
export function createAreaTools(
  map: OlMap,
  areaSource: VectorSource<Feature<Polygon>>,
  events: AreaToolEvents,
) {
  const draw = new Draw({ type: 'Polygon' });
  const modify = new Modify({ source: areaSource });
  let current: AreaTool = 'none';
  draw.on('drawend', (event) => {
    const [ring = []] = (event.feature.getGeometry() as Polygon).getCoordinates() as Ring[];
    if (current === 'draw' || current === 'hole') events.onRingDrawn(ring, current);
  });
  modify.on('modifyend', () => events.onModified(polygonsOf(areaSource)));
  // While drawing, Escape drops the unfinished polygon and Backspace its last point (not while typing).
  const keys = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, [contenteditable]'))
      return;
    if (event.key === 'Escape') draw.abortDrawing();
    if (event.key === 'Backspace') draw.removeLastPoint();
  };
  return {
    current: () => current,
    set(tool: AreaTool) {
      current = tool;
      map.removeInteraction(draw);
      map.removeInteraction(modify);
      document.removeEventListener('keydown', keys);
      if (tool === 'draw' || tool === 'hole') {
        map.addInteraction(draw);
        document.addEventListener('keydown', keys);
      }
      if (tool === 'modify') map.addInteraction(modify);
    },
  };
}
