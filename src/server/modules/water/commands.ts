import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { typedConfirmationMatches } from '../../../domain/typedConfirmation.ts';
import {
  type Dam,
  type DamAlarmAnswer,
  type DamStepBody,
  WATER_PROBLEMS,
  type WaterNotice,
} from '../../../domain/water.ts';
import { writeAudit } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { damStates, sirenAlarms } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';
import { type Operator, triggerAlarm } from '../alarming/operations.ts';
import { visibleDam } from './queries.ts';

type LockStep = 'unlock' | 'lock';

/** The dam's state row in the actor's mode, created locked when missing, locked for the transaction. */
async function lockedState(tx: Tx, damId: number, actor: Actor) {
  const mode = actor.claims.operation_mode;
  await tx.insert(damStates).values({ damId, operationMode: mode }).onConflictDoNothing();
  const where = and(eq(damStates.damId, damId), eq(damStates.operationMode, mode));
  const [row] = await tx.select().from(damStates).where(where).for('update');
  if (!row) throw new Error('dam state insert returned no row');
  return { row, where };
}

/**
 * LIVE: the operator must have typed the dam's name (strong confirmation), case, accents and spacing forgiven as
 * the console does; EXERCISE never asks.
 */
function assertConfirmed(actor: Actor, dam: Dam, confirmation: string | undefined) {
  if (actor.claims.operation_mode !== 'LIVE' || typedConfirmationMatches(confirmation ?? '', dam.name))
    return;
  throw new ProblemError(422, WATER_PROBLEMS.confirmationRequired, { params: { pattern: dam.name } });
}

/** After the commit: every console of the mode and canton reads the dam again. */
function publishDam(app: FastifyInstance, dam: Dam, actor: Actor) {
  const operationMode = actor.claims.operation_mode;
  const notice: WaterNotice = { damId: dam.id, stateCode: dam.stateCode, operationMode };
  app.live.publish('water', notice, { states: [dam.stateCode], operationMode });
}

/**
 * Unlocks (arms) or locks (disarms) a dam's water alarm in the operator's mode: one locked transaction
 * with its audit row, 409 when it already is so, 422 without the typed name in LIVE.
 */
export async function changeDamLock(
  app: FastifyInstance,
  operator: Operator,
  damId: number,
  step: LockStep,
  body: DamStepBody,
): Promise<Dam> {
  const { actor, audit } = operator;
  const dam = await app.database.db.transaction(async (tx) => {
    const dam = await visibleDam(tx, actor, damId);
    const { row: before, where } = await lockedState(tx, dam.id, actor);
    if (before.locked === (step === 'lock'))
      throw new ProblemError(
        409,
        step === 'lock' ? WATER_PROBLEMS.alreadyLocked : WATER_PROBLEMS.alreadyUnlocked,
        {
          params: { name: dam.name },
        },
      );
    assertConfirmed(actor, dam, body.confirmation);
    const [after] = await tx
      .update(damStates)
      .set({
        locked: step === 'lock',
        reason: body.reason || null,
        changedBy: audit.userName,
        changedAt: sql`now()`,
      })
      .where(where)
      .returning();
    await writeAudit(tx, audit, { action: `${step}ed`, entity: 'dam', entityId: dam.id, before, after });
    return dam;
  });
  publishDam(app, dam, actor);
  return visibleDam(app.database.db, actor, damId);
}

/**
 * The dam's last water alarm may not be running: its near zone sounds already (409 with its number). Once it
 * has finished or been stopped, the dam (still unlocked) may sound it again, the signal's repeat.
 */
async function assertNoAlarmRunning(tx: Tx, dam: Dam, lastAlarmId: number | null) {
  if (lastAlarmId === null) return;
  const [last] = await tx
    .select({ status: sirenAlarms.status })
    .from(sirenAlarms)
    .where(eq(sirenAlarms.id, lastAlarmId));
  if (last?.status === 'RUNNING')
    throw new ProblemError(409, WATER_PROBLEMS.alarmRunning, {
      params: { name: dam.name, id: lastAlarmId },
    });
}

/**
 * Sounds the water alarm on the dam's near zone through the alarm tasks, only while the dam is unlocked and
 * its last water alarm no longer runs (409 otherwise); the dam's check, the task and the audit row commit
 * together. The dam's state row stays locked until then, so two operators at once start one alarm.
 */
export async function alarmDam(
  app: FastifyInstance,
  operator: Operator,
  damId: number,
  body: DamStepBody,
): Promise<DamAlarmAnswer> {
  const { actor, audit } = operator;
  const dam = await visibleDam(app.database.db, actor, damId);
  if (!dam.nearZone) throw new ProblemError(422, WATER_PROBLEMS.noNearZone, { params: { name: dam.name } });
  const target = { kind: 'groups' as const, groupIds: [dam.nearZone.groupId] };
  const alarm = await triggerAlarm(app, operator, { signal: 'WATER_ALARM', target }, async (tx, start) => {
    const { row: before, where } = await lockedState(tx, dam.id, actor);
    if (before.locked) throw new ProblemError(409, WATER_PROBLEMS.damLocked, { params: { name: dam.name } });
    await assertNoAlarmRunning(tx, dam, before.lastAlarmId);
    assertConfirmed(actor, dam, body.confirmation);
    const started = await start();
    const [after] = await tx.update(damStates).set({ lastAlarmId: started.id }).where(where).returning();
    await writeAudit(tx, audit, { action: 'alarmed', entity: 'dam', entityId: dam.id, before, after });
    return started;
  });
  publishDam(app, dam, actor);
  return { dam: await visibleDam(app.database.db, actor, damId), alarmId: alarm.id };
}
