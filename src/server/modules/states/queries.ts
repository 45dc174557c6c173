import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cantons } from '../../db/schema/index.ts';
import type { Marker } from '../../http/publicAnswers.ts';

/** Every canton with its names and LV95 polygons, in BFS order (ZH first), as the map draws them. */
export function listStates(db: Db) {
  return db
    .select({
      code: cantons.code,
      name: cantons.name,
      townshipCode: cantons.townshipCode,
      polygons: cantons.polygons,
    })
    .from(cantons)
    .orderBy(asc(cantons.bfsNumber));
}

/**
 * Differs after any change of the cantons: the row versions PostgreSQL gives every inserted or updated row
 * (a deleted row drops out). Cheap: no polygon is read.
 */
export async function statesMarker(db: Db): Promise<Marker> {
  const [row] = await db
    .select({ value: sql<string | null>`string_agg(xmin::text, ',' order by ${cantons.code})` })
    .from(cantons);
  return { value: row?.value ?? '' };
}
