import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cantons } from '../../db/schema/index.ts';

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
