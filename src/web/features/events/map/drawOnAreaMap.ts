/** What a browser test's page offers that drawing needs (Playwright's Page and Locator fit it). */
export interface DrawingPage {
  mouse: {
    click(x: number, y: number): Promise<void>;
    dblclick(x: number, y: number): Promise<void>;
  };
}

export interface MapBox {
  boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null>;
}

/** A triangle in the middle of the map view, as fractions of its width and height. */
export const TRIANGLE: readonly [number, number][] = [
  [0.45, 0.4],
  [0.58, 0.45],
  [0.5, 0.58],
];

/**
 * Draws a polygon on the area map with the "draw polygon" tool chosen: a click per point and a double click
 * on the last one, which closes the polygon. Points are fractions [x, y] of the map's box, so a test draws
 * in the part of Switzerland it sees whatever the window size.
 */
export async function drawPolygonOnAreaMap(
  page: DrawingPage,
  map: MapBox,
  points: readonly [number, number][] = TRIANGLE,
): Promise<void> {
  const box = await map.boundingBox();
  if (!box) throw new Error('The area map is not visible.');
  const at = ([fx, fy]: [number, number]): [number, number] => [
    box.x + box.width * fx,
    box.y + box.height * fy,
  ];
  for (const point of points.slice(0, -1)) await page.mouse.click(...at(point));
  const last = points.at(-1);
  if (last) await page.mouse.dblclick(...at(last));
}
