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
