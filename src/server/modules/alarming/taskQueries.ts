import { and, arrayContains, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  type AlarmTaskDetail,
  type AlarmTaskRights,
  type AlarmTaskStatus,
  type AlarmTaskSummary,
  type ResultTotals,
  SIREN_RESULT_STATES,
  type SirenBearer,
  type SirenResult,
  type SirenSignal,
} from '../../../domain/alarming.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  sirenAlarmResults as results,
  sirenAlarms,
  sirenGroups,
  stationarySirens,
} from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';
import { mayOpenEvent } from '../events/visibility.ts';
import { notSirenTest } from './queries.ts';

/** The longest list of alarm tasks one request returns. */
const MAX_LISTED_ALARMS = 200;

export type AlarmRow = typeof sirenAlarms.$inferSelect;

/** Alarm tasks an actor sees: of their operation mode, touching their canton (national users: all). */
function alarmsVisibleTo(actor: Actor): SQL | undefined {
  const mode = and(eq(sirenAlarms.operationMode, actor.claims.operation_mode), notSirenTest);
  return actor.seesAllCantons ? mode : and(mode, arrayContains(sirenAlarms.stateCodes, [actor.stateCode]));
}

/**
 * The alarm tasks `eventId` started that the actor may open (ALARMING_ALARMTASK_VIEW, their mode and canton),
 * oldest first: the event's links to its siren alarms.
 */
export async function visibleAlarmIdsOfEvent(db: Db | Tx, actor: Actor, eventId: number): Promise<number[]> {
  if (!actor.permissions.has('ALARMING_ALARMTASK_VIEW')) return [];
  const rows = await db
    .select({ id: sirenAlarms.id })
    .from(sirenAlarms)
    .where(and(eq(sirenAlarms.eventId, eventId), alarmsVisibleTo(actor)))
    .orderBy(asc(sirenAlarms.id));
  return rows.map((row) => row.id);
}

/** Zero for every result state. */
export function emptyTotals(): ResultTotals {
  return Object.fromEntries(SIREN_RESULT_STATES.map((state) => [state, 0])) as ResultTotals;
}

/** Result totals per alarm task. */
export async function totalsOf(db: Db | Tx, alarmIds: readonly number[]): Promise<Map<number, ResultTotals>> {
  const totals = new Map(alarmIds.map((id) => [id, emptyTotals()]));
  if (alarmIds.length === 0) return totals;
  const rows = await db
    .select({ alarmId: results.alarmId, state: results.state, n: count() })
    .from(results)
    .where(inArray(results.alarmId, [...alarmIds]))
    .groupBy(results.alarmId, results.state);
  for (const row of rows) {
    const own = totals.get(row.alarmId);
    if (own) own[row.state] = row.n;
  }
  return totals;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

type TargetGroup = AlarmTaskSummary['targetGroups'][number];

/**
 * The siren groups the tasks target, by id, as they are named now; a group deleted since is left out (the
 * web names it by its number). Read here so that every reader of the alarm sees what it sounded.
 */
async function targetGroupsOf(db: Db | Tx, rows: readonly AlarmRow[]): Promise<Map<number, TargetGroup>> {
  const ids = [...new Set(rows.flatMap((row) => (row.target?.kind === 'groups' ? row.target.groupIds : [])))];
  if (ids.length === 0) return new Map();
  const groups = await db
    .select({ id: sirenGroups.id, name: sirenGroups.name, stateCode: sirenGroups.stateCode })
    .from(sirenGroups)
    .where(inArray(sirenGroups.id, ids));
  return new Map(groups.map((group) => [group.id, group]));
}

function summaryOf(
  row: AlarmRow,
  totals: ResultTotals,
  groups: ReadonlyMap<number, TargetGroup>,
): AlarmTaskSummary {
  const targetGroups =
    row.target?.kind === 'groups' ? row.target.groupIds.flatMap((id) => groups.get(id) ?? []) : [];
  return {
    id: row.id,
    eventId: row.eventId,
    operationMode: row.operationMode,
    // Only siren alarms are listed or shown here (alarmsVisibleTo), never the siren test's task.
    signal: row.signal as SirenSignal,
    // Alarms from before alarm tasks had targets sounded their cantons.
    target: row.target ?? { kind: 'cantons', stateCodes: row.stateCodes as never },
    targetGroups,
    stateCodes: row.stateCodes,
    sirenCount: row.sirenCount,
    status: row.status,
    startedBy: row.startedBy,
    startedAt: row.startedAt.toISOString(),
    stoppedBy: row.stoppedBy,
    stoppedAt: iso(row.stoppedAt),
    finishedAt: iso(row.finishedAt),
    repeatOf: row.repeatOf,
    totals,
  };
}

/** The actor's alarm tasks, newest first, optionally of one status. */
export async function listAlarmTasks(
  db: Db,
  actor: Actor,
  status?: AlarmTaskStatus,
): Promise<AlarmTaskSummary[]> {
  const rows = await db
    .select()
    .from(sirenAlarms)
    .where(and(alarmsVisibleTo(actor), status ? eq(sirenAlarms.status, status) : undefined))
    .orderBy(desc(sirenAlarms.startedAt), desc(sirenAlarms.id))
    .limit(MAX_LISTED_ALARMS);
  const [totals, groups] = await Promise.all([
    totalsOf(
      db,
      rows.map((row) => row.id),
    ),
    targetGroupsOf(db, rows),
  ]);
  return rows.map((row) => summaryOf(row, totals.get(row.id) ?? emptyTotals(), groups));
}

/** One alarm task the actor sees; 404 for another mode's or territory's, as if it did not exist. */
export async function visibleAlarm(db: Db | Tx, actor: Actor, id: number): Promise<AlarmRow> {
  const [row] = await db
    .select()
    .from(sirenAlarms)
    .where(and(eq(sirenAlarms.id, id), alarmsVisibleTo(actor)));
  if (!row) throw new ProblemError(404, PLATFORM_KEYS.notFound);
  return row;
}

/** The summary of one alarm task (no visibility check: the caller has made it). */
export async function alarmSummary(db: Db | Tx, id: number): Promise<AlarmTaskSummary> {
  const [row] = await db.select().from(sirenAlarms).where(eq(sirenAlarms.id, id));
  if (!row) throw new ProblemError(404, PLATFORM_KEYS.notFound);
  const [totals, groups] = await Promise.all([totalsOf(db, [id]), targetGroupsOf(db, [row])]);
  return summaryOf(row, totals.get(id) ?? emptyTotals(), groups);
}

async function groupedTotals(db: Db, id: number, key: typeof results.stateCode | typeof results.bearer) {
  const rows = await db
    .select({ key, state: results.state, n: count() })
    .from(results)
    .where(eq(results.alarmId, id))
    .groupBy(key, results.state)
    .orderBy(key);
  const grouped = new Map<string | null, ResultTotals>();
  for (const row of rows) {
    const totals = grouped.get(row.key) ?? emptyTotals();
    totals[row.state] = row.n;
    grouped.set(row.key, totals);
  }
  return grouped;
}

/**
 * One alarm task with its totals per canton and bearer, how many horns really sounded, and its event for a
 * reader who may open that event. The caller has made the visibility check (visibleAlarm).
 */
export async function alarmDetail(
  db: Db,
  actor: Actor,
  row: AlarmRow,
): Promise<Omit<AlarmTaskDetail, keyof AlarmTaskRights>> {
  const { id } = row;
  const [totals, groups, byCanton, byBearer, [horns], eventOpenable] = await Promise.all([
    totalsOf(db, [id]),
    targetGroupsOf(db, [row]),
    groupedTotals(db, id, results.stateCode),
    groupedTotals(db, id, results.bearer),
    db
      .select({ n: count() })
      .from(results)
      .where(and(eq(results.alarmId, id), eq(results.horn, true))),
    row.eventId !== null && mayOpenEvent(db, actor, row.eventId),
  ]);
  return {
    ...summaryOf(row, totals.get(id) ?? emptyTotals(), groups),
    byCanton: [...byCanton].map(([stateCode, t]) => ({ stateCode: stateCode as string, totals: t })),
    byBearer: [...byBearer].map(([bearer, t]) => ({ bearer: bearer as SirenBearer | null, totals: t })),
    hornsSounded: horns?.n ?? 0,
    openableEventId: eventOpenable ? row.eventId : null,
  };
}

/** Every siren's line of an alarm task, by canton and siren code. */
export async function alarmSirens(db: Db, actor: Actor, id: number): Promise<SirenResult[]> {
  await visibleAlarm(db, actor, id);
  const rows = await db
    .select({
      sirenId: results.sirenId,
      sirenCode: stationarySirens.code,
      sirenName: stationarySirens.name,
      stateCode: results.stateCode,
      municipality: stationarySirens.municipality,
      east: stationarySirens.east,
      north: stationarySirens.north,
      deviceId: results.deviceId,
      state: results.state,
      faultCode: results.faultCode,
      bearer: results.bearer,
      attempts: results.attempts,
      horn: results.horn,
      updatedAt: results.updatedAt,
    })
    .from(results)
    .innerJoin(stationarySirens, eq(stationarySirens.id, results.sirenId))
    .where(eq(results.alarmId, id))
    .orderBy(asc(results.stateCode), asc(stationarySirens.code));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}
