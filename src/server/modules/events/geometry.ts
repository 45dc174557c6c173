import type { AreaPolygon } from '../../../domain/area.ts';

/*
 * Planar geometry in LV95 metres for the reach preview and the affected cantons. At the scale of a canton
 * the projection's distortion is far below a metre, so plane tests are exact enough and fast.
 */

type Point = readonly [number, number];

export interface Box {
  minE: number;
  minN: number;
  maxE: number;
  maxN: number;
}

interface Edge {
  a: Point;
  b: Point;
  polygon: number;
}

// Enough bands that a point meets a handful of edges; a small outline needs few.
const bandsFor = (edges: number) => Math.max(1, Math.min(256, Math.ceil(edges / 8)));

/** Points this close to the other outline count as touching it, not as inside (shared canton borders). */
const TOUCHING_METRES = 5;

export const boxesOverlap = (a: Box, b: Box) =>
  a.minE <= b.maxE && b.minE <= a.maxE && a.minN <= b.maxN && b.minN <= a.maxN;

const inBox = ([e, n]: Point, box: Box) => e >= box.minE && e <= box.maxE && n >= box.minN && n <= box.maxN;

function boxOf(points: Iterable<Point>): Box {
  const box = { minE: Infinity, minN: Infinity, maxE: -Infinity, maxN: -Infinity };
  for (const [e, n] of points) {
    box.minE = Math.min(box.minE, e);
    box.minN = Math.min(box.minN, n);
    box.maxE = Math.max(box.maxE, e);
    box.maxN = Math.max(box.maxN, n);
  }
  return box;
}

/**
 * An area ready for many point tests: its edges sorted into horizontal bands, so that a point is compared
 * with the few edges at its height only (5,000 sirens against a canton outline in milliseconds).
 */
export class PreparedArea {
  readonly box: Box;
  readonly edges: Edge[] = [];
  private readonly bands: Edge[][];
  private readonly polygonCount: number;
  private readonly bandHeight: number;

  constructor(polygons: readonly AreaPolygon[]) {
    this.polygonCount = polygons.length;
    polygons.forEach(({ shell, holes }, polygon) => {
      for (const ring of [shell, ...holes]) {
        ring.forEach((a, i) => {
          this.edges.push({ a, b: ring[(i + 1) % ring.length]!, polygon });
        });
      }
    });
    this.box = boxOf(this.edges.map((edge) => edge.a));
    this.bands = Array.from({ length: bandsFor(this.edges.length) }, () => []);
    this.bandHeight = Math.max((this.box.maxN - this.box.minN) / this.bands.length, 1e-6);
    for (const edge of this.edges) {
      const [from, to] = [
        this.band(Math.min(edge.a[1], edge.b[1])),
        this.band(Math.max(edge.a[1], edge.b[1])),
      ];
      for (let band = from; band <= to; band++) this.bands[band]!.push(edge);
    }
  }

  private band(n: number): number {
    return Math.min(this.bands.length - 1, Math.max(0, Math.floor((n - this.box.minN) / this.bandHeight)));
  }

  /** Inside one of the polygons and not in one of its holes (even-odd rule per polygon). */
  contains(point: Point): boolean {
    if (this.edges.length === 0 || !inBox(point, this.box)) return false;
    const [e, n] = point;
    const parity = new Uint8Array(this.polygonCount);
    for (const { a, b, polygon } of this.bands[this.band(n)]!) {
      if (a[1] > n !== b[1] > n && e < ((b[0] - a[0]) * (n - a[1])) / (b[1] - a[1]) + a[0]) {
        parity[polygon]! ^= 1;
      }
    }
    return parity.includes(1);
  }

  /** Inside, and not merely on or next to the outline: the points around it are inside too. */
  holds([e, n]: Point): boolean {
    const d = TOUCHING_METRES;
    return [
      [e, n],
      [e + d, n],
      [e - d, n],
      [e, n + d],
      [e, n - d],
    ].every((p) => this.contains(p as [number, number]));
  }
}

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function edgesCross(p: Edge, q: Edge): boolean {
  return cross(q.a, q.b, p.a) * cross(q.a, q.b, p.b) < 0 && cross(p.a, p.b, q.a) * cross(p.a, p.b, q.b) < 0;
}

/**
 * Whether two areas share ground: one holds a vertex of the other, or their borders cross. Areas that only
 * share a border (a canton outline against its neighbour) do not.
 */
export function areasIntersect(x: PreparedArea, y: PreparedArea): boolean {
  if (!boxesOverlap(x.box, y.box)) return false;
  const common = {
    minE: Math.max(x.box.minE, y.box.minE),
    minN: Math.max(x.box.minN, y.box.minN),
    maxE: Math.min(x.box.maxE, y.box.maxE),
    maxN: Math.min(x.box.maxN, y.box.maxN),
  };
  const near = (area: PreparedArea) => area.edges.filter(({ a, b }) => boxesOverlap(boxOf([a, b]), common));
  const edgesX = near(x);
  const edgesY = near(y);
  if (edgesX.some(({ a }) => y.holds(a)) || edgesY.some(({ a }) => x.holds(a))) return true;
  return edgesX.some((p) => edgesY.some((q) => edgesCross(p, q)));
}
