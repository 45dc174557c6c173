import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Dam, WATER_PROBLEMS } from '../../../domain/water.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  damStates,
  dams,
  locations,
  sirenAlarms,
  sirenGroupMembers,
  sirenGroups,
} from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';

const sirenCount = sql<number>`(select count(*)::int from ${sirenGroupMembers}
  where ${sirenGroupMembers.groupId} = ${dams.nearZoneGroupId})`;

/** Dams with their near zone, their state in the actor's mode and their last alarm's status, in the actor's territory. */
function damRows(db: Db | Tx, actor: Actor, where?: SQL) {
  const territory = actor.seesAllCantons ? undefined : eq(locations.stateCode, actor.stateCode);
  return db
    .select({
      id: dams.id,
      name: locations.name,
      stateCode: locations.stateCode,
      municipality: locations.municipality,
      groupId: sirenGroups.id,
      groupName: sirenGroups.name,
      sirenCount,
      locked: damStates.locked,
      changedBy: damStates.changedBy,
      changedAt: damStates.changedAt,
      reason: damStates.reason,
      lastAlarmId: damStates.lastAlarmId,
      lastAlarmStatus: sirenAlarms.status,
    })
    .from(dams)
    .innerJoin(locations, eq(locations.id, dams.locationId))
    .leftJoin(sirenGroups, eq(sirenGroups.id, dams.nearZoneGroupId))
    .leftJoin(
      damStates,
      and(eq(damStates.damId, dams.id), eq(damStates.operationMode, actor.claims.operation_mode)),
    )
    .leftJoin(sirenAlarms, eq(sirenAlarms.id, damStates.lastAlarmId))
    .where(and(territory, where))
    .orderBy(locations.stateCode, locations.name);
}

type DamRow = Awaited<ReturnType<typeof damRows>>[number];

function damOf(row: DamRow): Dam {
  const { groupId, groupName, sirenCount: count, locked, changedAt, ...rest } = row;
  return {
    ...rest,
    nearZone: groupId === null ? null : { groupId, name: groupName ?? '', sirenCount: count },
    // A dam never changed in this mode is locked.
    locked: locked ?? true,
    changedAt: changedAt?.toISOString() ?? null,
  };
}

/** The dams the actor may alarm: their own canton's (national users: all), by canton and name. */
export async function listDams(db: Db | Tx, actor: Actor): Promise<Dam[]> {
  return (await damRows(db, actor)).map(damOf);
}

/** One dam in the actor's territory; 404 for an unknown dam and for one outside it alike. */
export async function visibleDam(db: Db | Tx, actor: Actor, id: number): Promise<Dam> {
  const [row] = await damRows(db, actor, eq(dams.id, id));
  if (!row) throw new ProblemError(404, WATER_PROBLEMS.unknownDam, { params: { id } });
  return damOf(row);
}
