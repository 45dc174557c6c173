import { insideRing } from '../../../domain/area.ts';
import type { StatePolygon } from '../schema/index.ts';

/** True when the point lies in one of the polygons' shells and in none of its holes. */
export function insidePolygons(point: [number, number], polygons: readonly StatePolygon[]): boolean {
  return polygons.some((p) => insideRing(point, p.shell) && !p.holes.some((hole) => insideRing(point, hole)));
}

/** Draws points uniformly inside the polygons (rejection sampling over their bounding box). */
export function pointSampler(polygons: readonly StatePolygon[]): (random: () => number) => [number, number] {
  const all = polygons.flatMap((p) => p.shell);
  const [minE, maxE] = [Math.min(...all.map((c) => c[0])), Math.max(...all.map((c) => c[0]))];
  const [minN, maxN] = [Math.min(...all.map((c) => c[1])), Math.max(...all.map((c) => c[1]))];
  return (random) => {
    for (;;) {
      const point: [number, number] = [
        Math.round(minE + random() * (maxE - minE)),
        Math.round(minN + random() * (maxN - minN)),
      ];
      if (insidePolygons(point, polygons)) return point;
    }
  };
}
