import Feature from 'ol/Feature.js';
import MultiPolygon from 'ol/geom/MultiPolygon.js';
import type { MapState } from './mapState.ts';

/** One feature per canton, its id the canton code; exclaves stay parts of one multipolygon. */
export function cantonFeature(state: MapState): Feature<MultiPolygon> {
  const feature = new Feature(new MultiPolygon(state.polygons.map((p) => [p.shell, ...p.holes])));
  feature.setId(state.code);
  return feature;
}
