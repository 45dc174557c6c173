import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ALARMING_PROBLEMS,
  type AlarmTarget,
  type AlarmTaskCreate,
  type AlarmTaskDetail,
  type AlarmTaskRights,
  type AlarmTaskSummary,
  type SirenSignal,
} from '../../../domain/alarming.ts';
import type { OperationMode } from '../../../domain/session.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { sirenAlarmResults, sirenAlarms } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';
import { assertGenericSignal, publishAlarmCount } from './commands.ts';
import { dispatchAlarm, envelopeOf, scheduleFinish } from './dispatch.ts';
import { OPEN_STATES_SQL, settleAlarms } from './results.ts';
import { assertInside, type ResolvedTarget, resolveTarget } from './targets.ts';
import { type AlarmRow, alarmDetail, alarmSummary, visibleAlarm } from './taskQueries.ts';
import { createAlarmTask, lockedAlarm } from './tasks.ts';

/** Who acts: the request's actor for territory and mode, and the audit's view of them. */
export interface Operator {
  actor: Actor;
  audit: AuditActor;
}

/** Creates the alarm task of `task` in the operator's mode and territory, in the caller's transaction. */
export async function createFor(tx: Tx, operator: Operator, task: AlarmTaskCreate, repeatOf: number | null) {
  const resolved = await resolveTarget(tx, task.target, task.signal, operator.actor);
  return createResolved(tx, operator, task, resolved, repeatOf);
}

function createResolved(
  tx: Tx,
  operator: Operator,
  task: AlarmTaskCreate,
  resolved: ResolvedTarget,
  repeatOf: number | null,
) {
  const { actor, audit } = operator;
  return createAlarmTask(tx, audit, {
    eventId: task.target.kind === 'event' ? task.target.eventId : null,
    operationMode: actor.claims.operation_mode,
    signal: task.signal,
    target: task.target,
    sirens: resolved.sirens,
    stateCodes: resolved.stateCodes,
    repeatOf,
  });
}

/**
 * After the commit: the triggers go out, and every console learns the new count. The operator's answer
 * does not wait for the count (a read of every active task and the expiry timer's re-arm): under load it
 * took as long as the send itself.
 */
export async function announceStart(app: FastifyInstance, id: number, operator: Operator) {
  await dispatchAlarm(app, id);
  const mode = operator.actor.claims.operation_mode;
  publishAlarmCount(app, mode).catch((err: unknown) =>
    app.log.warn({ err, alarmId: id }, 'alarm count not published after a start'),
  );
  app.alarmProgress.changed(id, []);
  return alarmSummary(app.database.db, id);
}

/**
 * A caller's own step around the start, in the same transaction (the water alarm checks and records its
 * dam): it calls `start` to create the task, and anything it throws leaves nothing written.
 */
export type AlarmStartStep = (tx: Tx, start: () => Promise<{ id: number }>) => Promise<{ id: number }>;

/**
 * Triggers an alarm task in the operator's mode and territory, any siren signal: for internal callers
 * only (HTTP clients go through `triggerGenericAlarm`).
 */
export async function triggerAlarm(
  app: FastifyInstance,
  operator: Operator,
  task: AlarmTaskCreate,
  around: AlarmStartStep = (_tx, start) => start(),
): Promise<AlarmTaskSummary> {
  const { id } = await app.database.db.transaction((tx) =>
    around(tx, () => createFor(tx, operator, task, null)),
  );
  return announceStart(app, id, operator);
}

/**
 * Triggers an alarm task for an HTTP client (POST sirenalarms): the generic signals only, never the water
 * alarm. Internal callers with their own checks (the dam's water alarm) call `triggerAlarm`.
 */
export function triggerGenericAlarm(
  app: FastifyInstance,
  operator: Operator,
  task: AlarmTaskCreate,
): Promise<AlarmTaskSummary> {
  assertGenericSignal(task.signal);
  return triggerAlarm(app, operator, task);
}

/**
 * What a repeat of `original` sounds, resolved in the actor's territory without writing anything: refuses a
 * water alarm (409), a target gone since (400, 422) and one reaching beyond a cantonal user's canton (403).
 */
async function repeatPlan(tx: Db | Tx, actor: Actor, original: AlarmRow) {
  assertGenericSignal(original.signal as SirenSignal);
  const target: AlarmTarget = original.target ?? {
    kind: 'cantons',
    stateCodes: original.stateCodes as Extract<AlarmTarget, { kind: 'cantons' }>['stateCodes'],
  };
  // visibleAlarm never gives the siren test's task: the original sounded a siren signal.
  const task: AlarmTaskCreate = { signal: original.signal as SirenSignal, target };
  // The resolution only reads: the detail runs it outside a transaction.
  const resolved = await resolveTarget(tx, target, task.signal, actor);
  return { task, resolved };
}

/**
 * A new alarm task with the same target and signal as one the operator sees (POST …/repeat). A water
 * alarm is not repeated here (409): the dam's page sounds it again, while the dam is unlocked.
 */
export async function repeatAlarm(
  app: FastifyInstance,
  operator: Operator,
  alarmId: number,
): Promise<AlarmTaskSummary> {
  const { id } = await app.database.db.transaction(async (tx) => {
    const original = await visibleAlarm(tx, operator.actor, alarmId);
    const { task, resolved } = await repeatPlan(tx, operator.actor, original);
    return createResolved(tx, operator, task, resolved, original.id);
  });
  return announceStart(app, id, operator);
}

/**
 * Refuses (403, as the trigger does) the stop of a task that commanded sirens outside a cantonal user's
 * canton: a stop sends commands to those sirens. Only the commanded sirens count (not the SKIPPED ones, nor
 * the cantons an event names); national users stop any task.
 */
async function assertStopInside(tx: Db | Tx, actor: Actor, alarmId: number) {
  if (actor.seesAllCantons) return;
  const commanded = await tx
    .selectDistinct({ stateCode: sirenAlarmResults.stateCode })
    .from(sirenAlarmResults)
    .where(and(eq(sirenAlarmResults.alarmId, alarmId), ne(sirenAlarmResults.state, 'SKIPPED')));
  assertInside(
    actor,
    commanded.map((row) => row.stateCode),
  );
}

/** Whether `check` passes; false when it refuses only because of cantons outside the actor's territory. */
async function insideTerritory(check: Promise<unknown>): Promise<{ inside: boolean; outside: boolean }> {
  try {
    await check;
    return { inside: true, outside: false };
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    return { inside: false, outside: error.messageKey === ALARMING_PROBLEMS.outsideTerritory };
  }
}

/**
 * Whether the stop and the repeat would go ahead for `actor` now, as their routes decide: the edit right;
 * for the stop a running task whose commanded sirens stand within the actor's territory; for the repeat its
 * target resolved in the actor's territory (nothing is created). `stopOutsideTerritory` and
 * `repeatOutsideTerritory`: the action is refused only because it reaches another canton.
 */
export async function alarmTaskRights(db: Db, actor: Actor, original: AlarmRow): Promise<AlarmTaskRights> {
  if (!actor.permissions.has('ALARMING_ALARMTASK_EDIT'))
    return { mayStop: false, stopOutsideTerritory: false, mayRepeat: false, repeatOutsideTerritory: false };
  const running = original.status === 'RUNNING';
  const [stop, repeat] = await Promise.all([
    running ? insideTerritory(assertStopInside(db, actor, original.id)) : { inside: false, outside: false },
    insideTerritory(repeatPlan(db, actor, original)),
  ]);
  return {
    mayStop: stop.inside,
    stopOutsideTerritory: stop.outside,
    mayRepeat: repeat.inside,
    repeatOutsideTerritory: repeat.outside,
  };
}

/** One alarm task the actor sees (GET …/{id}), with what they may do with it. */
export async function alarmDetailFor(db: Db, actor: Actor, id: number): Promise<AlarmTaskDetail> {
  const row = await visibleAlarm(db, actor, id);
  const [detail, rights] = await Promise.all([alarmDetail(db, actor, row), alarmTaskRights(db, actor, row)]);
  return { ...detail, ...rights };
}

/** What a stop leaves to do after its commit: the devices still open and the task's mode. */
export interface EndedTask {
  open: { deviceId: string }[];
  mode: OperationMode;
}

/** Ends a running alarm task in the caller's transaction, audited; null when it had ended already. */
export async function endAlarmTask(tx: Tx, audit: AuditActor, alarmId: number): Promise<EndedTask | null> {
  const before = await lockedAlarm(tx, alarmId);
  if (before?.status !== 'RUNNING') return null;
  const [after] = await tx
    .update(sirenAlarms)
    .set({ status: 'STOPPED', stoppedBy: audit.userName, stoppedAt: sql`now()`, endsAt: sql`now()` })
    .where(eq(sirenAlarms.id, alarmId))
    .returning();
  await writeAudit(tx, audit, {
    action: 'alarmStopped',
    entity: 'siren_alarm',
    entityId: alarmId,
    before,
    after,
  });
  const open = await rowsOf<{ deviceId: string }>(
    tx,
    sql`select device_id as "deviceId" from siren_alarm_result
      where alarm_id = ${alarmId} and state in ${OPEN_STATES_SQL}`,
  );
  // Nothing open: the stop is settled at once.
  await settleAlarms(tx, [alarmId]);
  return { open, mode: before.operationMode };
}

/**
 * After the commit of a stop: the open sirens are told to stop, and one answer timeout later whatever is
 * still open is given up.
 */
export async function announceStop(app: FastifyInstance, alarmId: number, ended: EndedTask): Promise<void> {
  await scheduleFinish(app, { alarmId, phase: 'close' }, app.config.DEVICE_ANSWER_TIMEOUT_MS);
  app.devices.send(ended.open.map((row) => envelopeOf(row.deviceId, ended.mode, { type: 'stop' })));
  await publishAlarmCount(app, ended.mode);
  app.alarmProgress.changed(alarmId, []);
}

/**
 * Stops a running alarm task the operator sees (POST …/stop); 403 when it commanded sirens outside a
 * cantonal operator's canton, 409 when the task has ended already.
 */
export async function stopAlarm(
  app: FastifyInstance,
  operator: Operator,
  alarmId: number,
): Promise<AlarmTaskSummary> {
  const ended = await app.database.db.transaction(async (tx) => {
    const row = await visibleAlarm(tx, operator.actor, alarmId);
    // An ended task is refused as ended (409 below), whoever asks.
    if (row.status === 'RUNNING') await assertStopInside(tx, operator.actor, alarmId);
    const stopped = await endAlarmTask(tx, operator.audit, alarmId);
    if (!stopped) throw new ProblemError(409, ALARMING_PROBLEMS.alreadyEnded);
    return stopped;
  });
  await announceStop(app, alarmId, ended);
  return alarmSummary(app.database.db, alarmId);
}
