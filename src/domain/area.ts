import turfArea from '@turf/area';
import { polygon } from '@turf/helpers';
import kinks from '@turf/kinks';
import { LV95_BOUNDS, lv95ToWgs84 } from './lv95.ts';

/** A ring of [E, N] points in LV95 metres; the last point may repeat the first. */
export type Ring = [number, number][];

/** An area drawn for an event: polygons, each an outer ring with holes. */
export interface AreaPolygon {
  shell: Ring;
  holes: Ring[];
}

export type AreaProblem =
  | { messageKey: 'area.errors.empty'; polygon?: number }
  | { messageKey: 'area.errors.tooFewPoints'; polygon: number }
  | { messageKey: 'area.errors.selfIntersecting'; polygon: number; at: [number, number] }
  | { messageKey: 'area.errors.outsideSwitzerland'; polygon: number };

/** Most points one ring may have: a hand-drawn area has dozens, a canton boundary a few thousand. */
export const MAX_RING_POINTS = 5000;

/** Whether point p lies inside the ring (even-odd rule; a point on the border may count either way). */
export function insideRing([e, n]: [number, number], ring: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ei, ni] = ring[i]!;
    const [ej, nj] = ring[j]!;
    if (ni > n !== nj > n && e < ((ej - ei) * (n - ni)) / (nj - ni) + ei) inside = !inside;
  }
  return inside;
}

function closed(ring: Ring): Ring {
  const first = ring[0];
  const last = ring.at(-1);
  if (!first || !last) return ring;
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}

function distinctPoints(ring: Ring): number {
  return new Set(ring.map(([e, n]) => `${e},${n}`)).size;
}

function insideSwitzerland([e, n]: [number, number]): boolean {
  return e >= LV95_BOUNDS.minE && e <= LV95_BOUNDS.maxE && n >= LV95_BOUNDS.minN && n <= LV95_BOUNDS.maxN;
}

/**
 * Why an area cannot be published, if it cannot: no polygon, a ring with fewer than three points, a ring
 * crossing itself (with the crossing point, for the map's error tooltip) or points outside Switzerland.
 */
export function areaProblems(polygons: readonly AreaPolygon[]): AreaProblem[] {
  if (polygons.length === 0) return [{ messageKey: 'area.errors.empty' }];
  const problems: AreaProblem[] = [];
  polygons.forEach(({ shell, holes }, index) => {
    const rings = [shell, ...holes];
    if (rings.some((ring) => distinctPoints(ring) < 3 || ring.length > MAX_RING_POINTS)) {
      problems.push({ messageKey: 'area.errors.tooFewPoints', polygon: index });
      return;
    }
    if (!rings.every((ring) => ring.every(insideSwitzerland))) {
      problems.push({ messageKey: 'area.errors.outsideSwitzerland', polygon: index });
      return;
    }
    const crossing = kinks(polygon(rings.map(closed))).features[0];
    if (crossing) {
      const [e, n] = crossing.geometry.coordinates as [number, number];
      problems.push({
        messageKey: 'area.errors.selfIntersecting',
        polygon: index,
        at: [Math.round(e), Math.round(n)],
      });
    }
  });
  return problems;
}

/**
 * Surface of the area in square kilometres (holes subtracted), for the reach preview. A draft's area may
 * be unfinished: a ring of fewer than three distinct points encloses nothing and counts as no surface.
 */
export function areaSquareKilometres(polygons: readonly AreaPolygon[]): number {
  const square = polygons.reduce((sum, { shell, holes }) => {
    if (distinctPoints(shell) < 3) return sum;
    const rings = [shell, ...holes.filter((hole) => distinctPoints(hole) >= 3)];
    return sum + turfArea(polygon(rings.map((ring) => closed(ring).map(([e, n]) => lv95ToWgs84(e, n)))));
  }, 0);
  return Math.round(square / 10_000) / 100;
}
