import { and, asc, sql } from 'drizzle-orm';
import type { DeviceSuggestion } from '../../../domain/devices.ts';
import type { Db } from '../../db/client.ts';
import { literal } from '../resources/filters.ts';
import type { Scope } from '../resources/queries.ts';
import { deviceConsoleSource } from '../resources/sources/deviceConsole.ts';

/**
 * The devices of the console's list (its own rows, so exactly the devices it shows) whose code contains the
 * search, case and LIKE characters taken literally; codes that start with it come first, then by code. The
 * console's territory rule: a national device administrator sees every canton, a cantonal one their own.
 */
export async function deviceSuggestions(
  db: Db,
  scope: Scope,
  search: string,
  limit: number,
): Promise<DeviceSuggestion[]> {
  const rows = deviceConsoleSource.rows(db);
  const code = sql`${rows.code}`;
  const text = literal(search);
  return db
    .select({
      code: sql<string>`${rows.code}`.as('code'),
      kind: sql<DeviceSuggestion['kind']>`${rows.kind}`.as('kind'),
      name: sql<string>`${rows.name}`.as('name'),
      stateCode: sql<string>`${rows.stateCode}`.as('stateCode'),
      outOfService: sql<boolean>`${rows.outOfService}`.as('outOfService'),
    })
    .from(rows)
    .where(
      and(
        scope.national ? undefined : sql`${rows.stateCode} = ${scope.territory}`,
        sql`${code} ilike ${`%${text}%`}`,
      ),
    )
    .orderBy(sql`${code} ilike ${`${text}%`} desc`, asc(code))
    .limit(limit);
}
