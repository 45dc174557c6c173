import { LV95_TILE_GRID } from '../../../ui/map/lv95Grid.ts';
import { VIEW } from './mapView.ts';

/** A base map tile placed in the view's metres. */
export interface MapTile {
  href: string;
  x: number;
  y: number;
  size: number;
}

// `{a-c}` spreads tiles over several hosts, as OpenLayers does with such templates.
function urlOf(template: string, z: number, x: number, y: number): string {
  return template
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace(/\{([a-z])-([a-z])\}/, (_, first: string, last: string) => {
      const count = last.charCodeAt(0) - first.charCodeAt(0) + 1;
      return String.fromCharCode(first.charCodeAt(0) + ((((x + y) % count) + count) % count));
    });
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * The tiles that cover the view for a frame `width` pixels wide, at the coarsest zoom of the LV95 grid
 * that is at least as sharp as the screen: one zoom per frame size, as the map neither zooms nor pans.
 */
export function tilesFor(template: string, width: number): MapTile[] {
  if (width <= 0) return [];
  const { origin, extent, resolutions, tileSize } = LV95_TILE_GRID;
  const [originE = 0, originN = 0] = origin;
  const [minE = 0, minN = 0, maxE = 0, maxN = 0] = extent;
  const needed = VIEW.width / width;
  const found = resolutions.findIndex((resolution) => resolution <= needed);
  const z = found === -1 ? resolutions.length - 1 : found;
  const span = resolutions[z]! * tileSize;
  const columns = range(
    Math.floor((Math.max(VIEW.minE, minE) - originE) / span),
    Math.ceil((Math.min(VIEW.minE + VIEW.width, maxE) - originE) / span) - 1,
  );
  const rows = range(
    Math.floor((originN - Math.min(VIEW.maxN, maxN)) / span),
    Math.ceil((originN - Math.max(VIEW.maxN - VIEW.height, minN)) / span) - 1,
  );
  return rows.flatMap((row) =>
    columns.map((column) => ({
      href: urlOf(template, z, column, row),
      x: originE + column * span - VIEW.minE,
      y: VIEW.maxN - (originN - row * span),
      size: span,
    })),
  );
}
