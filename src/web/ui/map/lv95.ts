import type Projection from 'ol/proj/Projection.js';
import { register } from 'ol/proj/proj4.js';
import { get as getProjection } from 'ol/proj.js';
import proj4 from 'proj4';
import { LV95_BOUNDS, LV95_PROJ4 } from '../../../domain/lv95.ts';
import { LV95_TILE_GRID } from './lv95Grid.ts';

/** Swiss LV95 (EPSG:2056), the projection of the state polygons and of the federal base map. */
export const LV95 = 'EPSG:2056';

/** Switzerland in LV95 metres [minE, minN, maxE, maxN]: the view until the cantons are known. */
export const SWITZERLAND_EXTENT = [LV95_BOUNDS.minE, LV95_BOUNDS.minN, LV95_BOUNDS.maxE, LV95_BOUNDS.maxN];

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
