import { inArray } from 'drizzle-orm';
import type { AreaPolygon } from '../../../domain/area.ts';
import type { EventArea } from '../../../domain/eventContent.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cantons } from '../../db/schema/index.ts';
import { areasIntersect, PreparedArea } from './geometry.ts';

/** The ground an area covers: the drawn polygons, or the chosen cantons' own outlines. */
export async function areaPolygons(db: Db | Tx, area: EventArea): Promise<AreaPolygon[]> {
  if (area.polygons.length > 0) return area.polygons;
  if (area.cantons.length === 0) return [];
  const rows = await db
    .select({ polygons: cantons.polygons })
    .from(cantons)
    .where(inArray(cantons.code, area.cantons));
  return rows.flatMap((row) => row.polygons);
}

/**
 * The cantons an area reaches, in canton order: the chosen cantons, or those whose territory a drawn
 * polygon touches. Worked out by the server, never taken from the client.
 */
export async function affectedStatesOf(db: Db | Tx, area: EventArea): Promise<string[]> {
  if (area.polygons.length === 0) return [...new Set(area.cantons)].sort();
  const drawn = new PreparedArea(area.polygons);
  const rows = await db
    .select({ code: cantons.code, polygons: cantons.polygons })
    .from(cantons)
    .orderBy(cantons.code);
  return rows.filter((row) => areasIntersect(drawn, new PreparedArea(row.polygons))).map((row) => row.code);
}
