import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Dam, GENERAL_ALARM_WINDOW_HOURS, WATER_PROBLEMS } from '../../../domain/water.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  damStates,
  dams,
  locations,
  sirenAlarmResults,
  sirenAlarms,
  sirenGroupMembers,
  sirenGroups,
} from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';

const sirenCount = sql<number>`(select count(*)::int from ${sirenGroupMembers}
  where ${sirenGroupMembers.groupId} = ${dams.nearZoneGroupId})`;

const general = alias(sirenAlarms, 'general_alarm');

/**
 * Per dam (a lateral join): the newest general alarm of the mode started within the window with a result on a
 * siren of the dam's near zone. The window bounds the alarms first, through `ends_at`'s index as well (an
 * alarm ends after it started, so one started within the window ends within it too); each of those few alarms
 * is then probed by its alarm_id (the results' primary key) for a near-zone siren, never every result read.
 */
function lastGeneralAlarm(db: Db | Tx, actor: Actor) {
  const since = sql`now() - make_interval(hours => ${GENERAL_ALARM_WINDOW_HOURS})`;
  const reachedNearZone = sql`exists (select 1 from ${sirenAlarmResults}
    join ${sirenGroupMembers} on ${sirenGroupMembers.sirenId} = ${sirenAlarmResults.sirenId}
    where ${sirenAlarmResults.alarmId} = ${general.id} and ${sirenGroupMembers.groupId} = ${dams.nearZoneGroupId})`;
  return db
    .select({ id: general.id, startedAt: general.startedAt, status: general.status })
    .from(general)
    .where(
      and(
        eq(general.operationMode, actor.claims.operation_mode),
        // Never the siren test's task: it has a signal of its own (TEST_SIGNAL, see notSirenTest).
        eq(general.signal, 'GENERAL_ALARM'),
        sql`${general.startedAt} > ${since}`,
        sql`${general.endsAt} > ${since}`,
        reachedNearZone,
      ),
    )
    .orderBy(desc(general.startedAt), desc(general.id))
    .limit(1)
    .as('last_general');
}

/**
 * Dams with their near zone, their state in the actor's mode, their last alarm's status and the last general
 * alarm on their near zone, in the actor's territory: one query, however many dams.
 */
function damRows(db: Db | Tx, actor: Actor, where?: SQL) {
  const territory = actor.seesAllCantons ? undefined : eq(locations.stateCode, actor.stateCode);
  const lastGeneral = lastGeneralAlarm(db, actor);
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
      generalId: lastGeneral.id,
      generalStartedAt: lastGeneral.startedAt,
      generalStatus: lastGeneral.status,
    })
    .from(dams)
    .innerJoin(locations, eq(locations.id, dams.locationId))
    .leftJoin(sirenGroups, eq(sirenGroups.id, dams.nearZoneGroupId))
    .leftJoin(
      damStates,
      and(eq(damStates.damId, dams.id), eq(damStates.operationMode, actor.claims.operation_mode)),
    )
    .leftJoin(sirenAlarms, eq(sirenAlarms.id, damStates.lastAlarmId))
    .leftJoinLateral(lastGeneral, sql`true`)
    .where(and(territory, where))
    .orderBy(locations.stateCode, locations.name);
}

type DamRow = Awaited<ReturnType<typeof damRows>>[number];

function damOf(row: DamRow): Dam {
  const { groupId, groupName, sirenCount: count, locked, changedAt, ...rest } = row;
  const { generalId, generalStartedAt, generalStatus, ...dam } = rest;
  return {
    ...dam,
    nearZone: groupId === null ? null : { groupId, name: groupName ?? '', sirenCount: count },
    // A dam never changed in this mode is locked.
    locked: locked ?? true,
    changedAt: changedAt?.toISOString() ?? null,
    lastGeneralAlarm:
      generalId === null || generalStartedAt === null || generalStatus === null
        ? null
        : { alarmId: generalId, startedAt: generalStartedAt.toISOString(), status: generalStatus },
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
