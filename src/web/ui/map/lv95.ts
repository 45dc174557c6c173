import type Projection from 'ol/proj/Projection.js';
import { register } from 'ol/proj/proj4.js';
import { get as getProjection } from 'ol/proj.js';
import proj4 from 'proj4';
import { LV95_BOUNDS, LV95_PROJ4 } from '../../../domain/lv95.ts';

/** Swiss LV95 (EPSG:2056), the projection of the state polygons and of the federal base map. */
export const LV95 = 'EPSG:2056';

/** Switzerland in LV95 metres [minE, minN, maxE, maxN]: the view until the cantons are known. */
export const SWITZERLAND_EXTENT = [LV95_BOUNDS.minE, LV95_BOUNDS.minN, LV95_BOUNDS.maxE, LV95_BOUNDS.maxN];

/** The federal geoportal's native tile grid "2056" (256 px tiles, origin top left). */
export const LV95_TILE_GRID = {
  origin: [2420000, 1350000],
  extent: [2420000, 1030000, 2900000, 1350000],
  resolutions: [
    4000, 3750, 3500, 3250, 3000, 2750, 2500, 2250, 2000, 1750, 1500, 1250, 1000, 750, 650, 500, 250, 100, 50,
    20, 10, 5, 2.5, 2, 1.5, 1, 0.5, 0.25, 0.1,
  ],
  tileSize: 256,
};

/** The LV95 projection, registered with OpenLayers through proj4 on first use. */
export function lv95Projection(): Projection {
  if (!getProjection(LV95)) {
    proj4.defs(LV95, LV95_PROJ4);
    register(proj4);
  }
  const projection = getProjection(LV95)!;
  projection.setExtent(LV95_TILE_GRID.extent);
  return projection;
}
