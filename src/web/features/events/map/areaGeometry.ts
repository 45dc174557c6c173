import {
  type AreaPolygon,
  type AreaProblem,
  areaProblems,
  insideRing,
  type Ring,
} from '../../../../domain/area.ts';

/**
 * The polygons with `ring` as a hole of the polygon whose outline holds all its points; null when no
 * polygon holds it (a hole must lie inside the area it is cut from).
 */
export function withHole(polygons: readonly AreaPolygon[], ring: Ring): AreaPolygon[] | null {
  const index = polygons.findIndex((polygon) => ring.every((point) => insideRing(point, polygon.shell)));
  if (index < 0) return null;
  return polygons.map((polygon, i) =>
    i === index ? { ...polygon, holes: [...polygon.holes, ring] } : polygon,
  );
}

/** What the map tells the operator about a drawn area. */
export interface AreaFeedback {
  problems: AreaProblem[];
  /** Where the first crossing outline crosses itself, for the error tooltip; null when none does. */
  crossing: { polygon: number; at: [number, number] } | null;
  /** Polygons that break a rule: drawn in the error colour. */
  invalid: ReadonlySet<number>;
}

/** The rules of src/domain/area.ts applied to drawn polygons; an area not drawn (yet) is no error on the map. */
export function areaFeedback(polygons: readonly AreaPolygon[]): AreaFeedback {
  if (polygons.length === 0) return { problems: [], crossing: null, invalid: new Set() };
  const problems = areaProblems(polygons);
  const first = problems.find((problem) => problem.messageKey === 'area.errors.selfIntersecting');
  const invalid = new Set(
    problems.flatMap((problem) => (problem.polygon === undefined ? [] : [problem.polygon])),
  );
  return { problems, crossing: first ? { polygon: first.polygon, at: first.at } : null, invalid };
}
