import { LV95_BOUNDS } from '../../../../domain/lv95.ts';

/** What a browser test's page offers that drawing needs (Playwright's Page fits it). */
export interface DrawingPage {
  mouse: {
    click(x: number, y: number): Promise<void>;
    dblclick(x: number, y: number): Promise<void>;
  };
}

/** The map's box on the page (Playwright's Locator fits it). */
export interface MapBox {
  boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null>;
}

/** A triangle of about 20 km² in the canton of Zurich, north of the city (LV95 metres). */
export const ZURICH_TRIANGLE: readonly [number, number][] = [
  [2680000, 1252000],
  [2688000, 1252000],
  [2684000, 1258000],
];

// The padding areaMap.ts fits the view with.
const PADDING = 24;

/**
 * Where an LV95 point is on the page while the map shows its first view of an area not drawn yet: all of
 * Switzerland fitted into the map's box (before the operator pans or zooms).
 */
export function pagePointOf(
  box: { x: number; y: number; width: number; height: number },
  [e, n]: [number, number],
) {
  const { minE, maxE, minN, maxN } = LV95_BOUNDS;
  const resolution = Math.max(
    (maxE - minE) / (box.width - 2 * PADDING),
    (maxN - minN) / (box.height - 2 * PADDING),
  );
  const x = box.x + box.width / 2 + (e - (minE + maxE) / 2) / resolution;
  const y = box.y + box.height / 2 - (n - (minN + maxN) / 2) / resolution;
  return [x, y] as const;
}

/**
 * Draws a polygon on the area map of a draft without area, with the "draw polygon" tool chosen (the
 * default): a click per point and a double click on the last one, which closes the polygon.
 */
export async function drawPolygonOnAreaMap(
  page: DrawingPage,
  map: MapBox,
  points: readonly [number, number][] = ZURICH_TRIANGLE,
): Promise<void> {
  const box = await map.boundingBox();
  if (!box) throw new Error('The area map is not visible.');
  for (const point of points.slice(0, -1)) await page.mouse.click(...pagePointOf(box, point));
  const last = points.at(-1);
  if (last) await page.mouse.dblclick(...pagePointOf(box, last));
}
