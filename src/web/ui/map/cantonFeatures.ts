import Feature from 'ol/Feature.js';
import MultiPolygon from 'ol/geom/MultiPolygon.js';
import type { LocalizedTitle } from '../../../domain/events.ts';

/** One polygon of a canton in LV95 metres: an outer ring and its holes (rings of [E, N]). */
export interface StatePolygon {
  shell: [number, number][];
  holes: [number, number][][];
}

/** A canton as the state list of `GET {ECC}/states` gives it. */
export interface MapState {
  code: string;
  name: LocalizedTitle;
  polygons: StatePolygon[];
}

/** One feature per canton, its id the canton code; exclaves stay parts of one multipolygon. */
export function cantonFeature(state: MapState): Feature<MultiPolygon> {
  const feature = new Feature(new MultiPolygon(state.polygons.map((p) => [p.shell, ...p.holes])));
  feature.setId(state.code);
  return feature;
}

/** A point inside the canton's largest part, away from its border: where its focus target sits. */
export function anchorOf(geometry: MultiPolygon): [number, number] {
  const largest = geometry.getPolygons().reduce((a, b) => (b.getArea() > a.getArea() ? b : a));
  const [e = 0, n = 0] = largest.getInteriorPoint().getCoordinates();
  return [e, n];
}
