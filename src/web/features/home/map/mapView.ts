import { LV95_BOUNDS } from '../../../../domain/lv95Bounds.ts';
import type { StatePolygon } from '../../../ui/map/mapState.ts';

/** A point on screen in CSS pixels from the map's top left corner. */
export type Pixel = [number, number];
type Ring = [number, number][];

/** Where things are on screen, in CSS pixels from the map's top left corner. */
export interface MapLayout {
  size: [number, number];
  /** The focus target point of each canton. */
  anchors: ReadonlyMap<string, Pixel>;
}

// The canton outlines reach 5.4 km beyond LV95_BOUNDS in the east: the margin keeps them and their
// strokes about 8 px inside the frame; the view is then widened to the frame's 3:2.
const MARGIN = 10_000;
const ASPECT = 3 / 2;

function fixedView() {
  const width = LV95_BOUNDS.maxE - LV95_BOUNDS.minE + 2 * MARGIN;
  const height = LV95_BOUNDS.maxN - LV95_BOUNDS.minN + 2 * MARGIN;
  const w = Math.round(Math.max(width, height * ASPECT));
  const h = Math.round(Math.max(height, width / ASPECT));
  return {
    minE: Math.round((LV95_BOUNDS.minE + LV95_BOUNDS.maxE - w) / 2),
    maxN: Math.round((LV95_BOUNDS.minN + LV95_BOUNDS.maxN + h) / 2),
    width: w,
    height: h,
  };
}

/** The one view of the map (SPEC.md §4: one zoom, not draggable): Switzerland in LV95 metres. */
export const VIEW = fixedView();
/** The SVG viewBox of VIEW: x runs east from its west edge, y south from its north edge, in metres. */
export const VIEW_BOX = `0 0 ${VIEW.width} ${VIEW.height}`;

const toView = ([e, n]: [number, number]) => `${Math.round(e - VIEW.minE)} ${Math.round(VIEW.maxN - n)}`;

/** The SVG path of a canton: each part and its holes (drawn with fill-rule evenodd). */
export function pathOf(polygons: readonly StatePolygon[]): string {
  return polygons
    .flatMap((polygon) => [polygon.shell, ...polygon.holes])
    .map((ring) => `M${ring.map(toView).join('L')}Z`)
    .join('');
}

// Plain loops: the anchors are computed in the render that first shows the map (issue 18).
function ringArea(ring: Ring): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const [e1, n1] = ring[i]!;
    const [e2, n2] = ring[(i + 1) % ring.length]!;
    twice += e1 * n2 - e2 * n1;
  }
  return Math.abs(twice) / 2;
}

function areaOf(polygon: StatePolygon): number {
  let area = ringArea(polygon.shell);
  for (const hole of polygon.holes) area -= ringArea(hole);
  return area;
}

/** The middle of the widest stretch inside the polygon along its middle latitude (as OpenLayers finds it). */
function interiorPoint({ shell, holes }: StatePolygon): [number, number] {
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const [, n] of shell) {
    if (n < south) south = n;
    if (n > north) north = n;
  }
  const n = (south + north) / 2;
  const crossings: number[] = [];
  for (const ring of [shell, ...holes]) {
    for (let i = 0; i < ring.length; i++) {
      const [e1, n1] = ring[i]!;
      const [e2, n2] = ring[(i + 1) % ring.length]!;
      if (n1 <= n !== n2 <= n) crossings.push(e1 + ((n - n1) * (e2 - e1)) / (n2 - n1));
    }
  }
  crossings.sort((a, b) => a - b);
  let best: [number, number] = [shell[0]?.[0] ?? 0, n];
  let widest = -1;
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    const [west, east] = [crossings[i]!, crossings[i + 1]!];
    if (east - west > widest) [widest, best] = [east - west, [(west + east) / 2, n]];
  }
  return best;
}

/** A point inside the canton's largest part, away from its border: where its focus target sits. */
export function anchorOf(polygons: readonly StatePolygon[]): [number, number] {
  let largest = polygons[0]!;
  let largestArea = Number.NEGATIVE_INFINITY;
  for (const polygon of polygons) {
    const area = areaOf(polygon);
    if (area > largestArea) [largest, largestArea] = [polygon, area];
  }
  return interiorPoint(largest);
}

/** The pixel of an LV95 point in a frame of `size`, where the SVG shows it (viewBox, xMidYMid meet). */
export function toPixel([e, n]: [number, number], [width, height]: [number, number]): Pixel {
  const scale = Math.min(width / VIEW.width, height / VIEW.height);
  return [
    (width - VIEW.width * scale) / 2 + (e - VIEW.minE) * scale,
    (height - VIEW.height * scale) / 2 + (VIEW.maxN - n) * scale,
  ];
}

/** The cantons' focus points in a frame of `size`; none while the frame has no size yet. */
export function layoutOf(anchors: ReadonlyMap<string, [number, number]>, size: [number, number]): MapLayout {
  if (size[0] === 0 || size[1] === 0) return { size, anchors: new Map() };
  return { size, anchors: new Map([...anchors].map(([code, point]) => [code, toPixel(point, size)])) };
}
