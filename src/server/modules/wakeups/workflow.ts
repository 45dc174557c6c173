import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WakeupAction, WakeupDetail } from '../../../domain/wakeupApi.ts';
import { decideWakeup, type WakeupRefusal } from '../../../domain/wakeupWorkflow.ts';
import type { AuditActor } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { wakeupAddressees, wakeups } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';
import { callAddressees } from './addressees.ts';
import { announceCalled } from './announce.ts';
import { wakeupActorOf, wakeupDetail } from './detail.ts';
import { recordStep } from './history.ts';
import { WAKEUP_KEYS } from './problems.ts';
import { findVisibleWakeup, type WakeupRow, workflowWakeupOf } from './queries.ts';

const REFUSAL_STATUS: Record<WakeupRefusal, number> = {
  forbidden: 403,
  wrongMode: 404,
  notAllowedInState: 409,
  notYourDecision: 403,
};

/** What an action writes besides the state: the call on approval, who acknowledged and when. */
async function effectsOf(tx: Tx, row: WakeupRow, action: WakeupAction, actor: Actor, now: Date) {
  if (action === 'APPROVE') {
    const persons = await callAddressees(tx, row.id, row.receiverOrganisationId, 0, now);
    return { fields: { calledAt: now }, detail: String(persons) };
  }
  if (action === 'ACKNOWLEDGE') {
    await tx
      .update(wakeupAddressees)
      .set({ acknowledgedAt: now })
      .where(and(eq(wakeupAddressees.wakeupId, row.id), eq(wakeupAddressees.channel, 'CONSOLE')));
    return { fields: { acknowledgedBy: actor.claims.user_name, acknowledgedAt: now }, detail: 'CONSOLE' };
  }
  return { fields: {}, detail: null };
}

function refuse(row: WakeupRow, action: WakeupAction, refusal: WakeupRefusal): never {
  if (action === 'ACKNOWLEDGE' && row.state === 'ACKNOWLEDGED' && refusal === 'notAllowedInState')
    throw new ProblemError(409, WAKEUP_KEYS.alreadyAcknowledged);
  throw new ProblemError(REFUSAL_STATUS[refusal], WAKEUP_KEYS[refusal]);
}

async function applyAction(
  tx: Tx,
  auditActor: AuditActor,
  actor: Actor,
  id: number,
  action: WakeupAction,
  now: Date,
) {
  const before = await findVisibleWakeup(tx, actor, id, true);
  const decision = decideWakeup(workflowWakeupOf(before), wakeupActorOf(actor), action, now);
  if (!decision.allowed) refuse(before, action, decision.refusal);
  const { fields, detail } = await effectsOf(tx, before, action, actor, now);
  const [after] = await tx
    .update(wakeups)
    .set({ state: decision.next, ...fields })
    .where(eq(wakeups.id, id))
    .returning();
  await recordStep(tx, auditActor, {
    wakeupId: id,
    action,
    fromState: before.state,
    toState: decision.next,
    detail,
    before,
    after,
  });
}

/**
 * Takes a workflow action on a wake-up in one locked transaction (decideWakeup on the stored row); after
 * the commit the consoles are told and, on an interstate approval, the staff are called.
 */
export async function actOnWakeup(
  app: FastifyInstance,
  auditActor: AuditActor,
  actor: Actor,
  id: number,
  action: WakeupAction,
): Promise<WakeupDetail> {
  const now = new Date();
  await app.database.db.transaction((tx) => applyAction(tx, auditActor, actor, id, action, now));
  await announceCalled(app, [id], action === 'APPROVE' ? [id] : []);
  return wakeupDetail(app.database.db, actor, id);
}
