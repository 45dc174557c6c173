import { douglasPeucker } from 'ol/geom/flat/simplify.js';
import type { StatePolygon } from '../../db/schema/index.ts';

type Ring = [number, number][];

/**
 * How far an overview outline may stray from the boundary, in metres: under half a screen pixel where the home
 * map is widest (Switzerland's 370 km on about 1,000 px). It halves the vertices of the bundled boundaries
 * (10,076 → about 5,000) and, with whole metres, the answer's size (219 → 103 kB of JSON, 67 → 32 kB as sent).
 */
export const OVERVIEW_TOLERANCE_M = 200;

const metres = ([e, n]: [number, number]): [number, number] => [Math.round(e), Math.round(n)];

// Douglas–Peucker keeps a ring's first and last point, so it stays closed; a ring it would squash below a
// triangle (a sliver of an exclave) keeps its vertices.
function overviewRing(ring: Ring): Ring {
  const flat = ring.flat();
  const kept: number[] = [];
  const end = douglasPeucker(flat, 0, flat.length, 2, OVERVIEW_TOLERANCE_M ** 2, kept, 0);
  if (end < 8) return ring.map(metres);
  const simplified: Ring = [];
  for (let i = 0; i < end; i += 2) simplified.push(metres([kept[i]!, kept[i + 1]!]));
  return simplified;
}

/** A canton's polygons generalised for a map of the whole country, in whole metres. */
export function overviewOf(polygons: readonly StatePolygon[]): StatePolygon[] {
  return polygons.map((polygon) => ({
    shell: overviewRing(polygon.shell),
    holes: polygon.holes.map(overviewRing),
  }));
}
