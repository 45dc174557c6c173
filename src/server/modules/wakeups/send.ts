import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SendWakeupRequest, SentWakeups } from '../../../domain/wakeupApi.ts';
import { initialWakeupState } from '../../../domain/wakeupWorkflow.ts';
import type { AuditActor } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { organisations, wakeups } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';
import { findVisibleEvent } from '../events/queries.ts';
import { callAddressees } from './addressees.ts';
import { announceCalled } from './announce.ts';
import { recordStep } from './history.ts';
import { WAKEUP_KEYS } from './problems.ts';

async function partiesOf(tx: Tx, actor: Actor, organisationIds: number[]) {
  const ids = [...new Set(organisationIds)];
  const [sender] = await tx
    .select()
    .from(organisations)
    .where(eq(organisations.code, actor.claims.organisation));
  const receivers = await tx.select().from(organisations).where(inArray(organisations.id, ids));
  const unknown = ids.filter((id) => !receivers.some((r) => r.id === id));
  if (!sender || unknown.length > 0)
    throw new ProblemError(422, WAKEUP_KEYS.unknownOrganisation, { params: { ids: unknown.join(', ') } });
  if (receivers.some((r) => r.id === sender.id)) throw new ProblemError(422, WAKEUP_KEYS.ownOrganisation);
  return { sender, receivers };
}

async function assertEventVisible(tx: Tx, actor: Actor, eventId: number) {
  try {
    await findVisibleEvent(tx, actor, eventId);
  } catch {
    throw new ProblemError(422, WAKEUP_KEYS.unknownEvent, { params: { eventId } });
  }
}

/** Stores one wake-up per organisation; those that need no interstate approval call their staff at once. */
async function insertWakeups(
  tx: Tx,
  auditActor: AuditActor,
  actor: Actor,
  request: SendWakeupRequest,
  now: Date,
) {
  const { sender, receivers } = await partiesOf(tx, actor, request.organisationIds);
  if (request.eventId) await assertEventVisible(tx, actor, request.eventId);
  const called: number[] = [];
  const ids: number[] = [];
  for (const receiver of receivers) {
    const state = initialWakeupState(sender.stateCode, receiver.stateCode);
    const calls = state === 'ACKNOWLEDGE_PENDING';
    const [row] = await tx
      .insert(wakeups)
      .values({
        subject: request.subject,
        message: request.message,
        eventId: request.eventId ?? null,
        state,
        operationMode: actor.claims.operation_mode,
        senderOrganisationId: sender.id,
        receiverOrganisationId: receiver.id,
        sentBy: actor.claims.user_name,
        createdAt: now,
        calledAt: calls ? now : null,
      })
      .returning();
    if (!row) continue;
    ids.push(row.id);
    const persons = calls ? await callAddressees(tx, row.id, receiver.id, 0, now) : 0;
    if (calls) called.push(row.id);
    const detail = calls ? String(persons) : null;
    await recordStep(tx, auditActor, {
      wakeupId: row.id,
      action: 'SEND',
      fromState: null,
      toState: state,
      detail,
      after: row,
    });
  }
  return { ids, called };
}

/**
 * Sends a wake-up to one or more organisations (WAKEUP_EDIT) in one transaction; after the commit the
 * consoles are told, the e-mails and SMS go out and the escalations are scheduled.
 */
export async function sendWakeups(
  app: FastifyInstance,
  auditActor: AuditActor,
  actor: Actor,
  request: SendWakeupRequest,
): Promise<SentWakeups> {
  const now = new Date();
  const { ids, called } = await app.database.db.transaction((tx) =>
    insertWakeups(tx, auditActor, actor, request, now),
  );
  await announceCalled(app, ids, called);
  return { wakeupIds: ids };
}
