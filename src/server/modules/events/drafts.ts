import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateEventRequest, EventDetail, SaveEventRequest } from '../../../domain/eventApi.ts';
import { withoutBlankRows } from '../../../domain/eventContent.ts';
import { decide } from '../../../domain/eventWorkflow.ts';
import { STATE_CH } from '../../../domain/session.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { events, organisations } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';
import { affectedStatesOf } from './area.ts';
import { announceEvent } from './commands.ts';
import { recordHistory } from './history.ts';
import { assertCataloguedType, assertStorable, EVENT_KEYS, parseContent } from './problems.ts';
import { findTemplate, findVisibleEvent, visibleEventDetail } from './queries.ts';
import { storedOf, titleOf, workflowActorOf, workflowEventOf } from './rows.ts';

async function ownerOf(tx: Tx, actor: Actor, national: boolean) {
  const [own] = await tx
    .select()
    .from(organisations)
    .where(eq(organisations.code, actor.claims.organisation));
  if (!own) throw new ProblemError(403, EVENT_KEYS.forbidden);
  const isNational = own.stateCode === STATE_CH;
  if ((national || isNational) && !(actor.national && actor.permissions.has('NATIONAL_EVENT_EDIT')))
    throw new ProblemError(403, EVENT_KEYS.nationalNotAllowed);
  return own;
}

async function initialContent(tx: Tx, actor: Actor, request: CreateEventRequest) {
  const template = request.templateId === undefined ? undefined : await findTemplate(tx, request.templateId);
  if (request.templateId !== undefined && !template) throw new ProblemError(400, EVENT_KEYS.unknownTemplate);
  // A blank event: the user's language, no texts, no area yet, the default channels.
  const content = withoutBlankRows(
    parseContent({
      primaryLanguage: actor.claims.lang,
      texts: {},
      area: { polygons: [] },
      channels: {},
      ...template?.content,
      ...request.content,
    }),
  );
  assertStorable(content);
  await assertCataloguedType(tx, content.eventType, 'content.eventType');
  return { content, templateId: template?.id ?? null };
}

/** Creates an event in PREPARATION for the actor's organisation, from a template or blank. */
export async function createEvent(
  app: FastifyInstance,
  auditActor: AuditActor,
  actor: Actor,
  request: CreateEventRequest,
): Promise<EventDetail> {
  const detail = await app.database.db.transaction(async (tx) => {
    const owner = await ownerOf(tx, actor, request.national === true);
    const { content, templateId } = await initialContent(tx, actor, request);
    const [row] = await tx
      .insert(events)
      .values({
        state: 'PREPARATION',
        messageType: content.messageType,
        eventType: content.eventType,
        operationMode: actor.claims.operation_mode,
        affectedStates: await affectedStatesOf(tx, content.area),
        title: titleOf(content),
        primaryLanguage: content.primaryLanguage,
        owningOrganisationId: owner.id,
        createdBy: actor.claims.user_name,
        content,
        templateId,
      })
      .returning();
    if (!row) throw new Error('event insert returned no row');
    await recordHistory(tx, {
      eventId: row.id,
      userName: auditActor.userName,
      action: 'CREATE',
      toState: 'PREPARATION',
    });
    await writeAudit(tx, auditActor, {
      action: 'event.create',
      entity: 'event',
      entityId: row.id,
      after: row,
    });
    return visibleEventDetail(tx, actor, row.id);
  });
  await announceEvent(app, detail.eventId);
  return detail;
}

/**
 * Saves the working copy of an event in PREPARATION. Whoever may discard the draft may edit it: its
 * owner's canton (or the national level) with EVENT_EDIT, in the event's mode.
 */
export async function saveEvent(
  app: FastifyInstance,
  auditActor: AuditActor,
  actor: Actor,
  eventId: number,
  request: SaveEventRequest,
): Promise<EventDetail> {
  const outcome = await app.database.db.transaction(async (tx) => {
    const before = await findVisibleEvent(tx, actor, eventId, true);
    if (before.version !== request.version) throw new ProblemError(409, EVENT_KEYS.conflict);
    if (before.state !== 'PREPARATION') throw new ProblemError(409, EVENT_KEYS.notEditable);
    const decision = decide(workflowEventOf(before), workflowActorOf(actor), 'DISCARD', new Date());
    if (!decision.allowed) throw new ProblemError(403, EVENT_KEYS[decision.refusal]);
    // A row of impacts or instructions left blank in every language is not kept (withoutBlankRows).
    const content = withoutBlankRows(request.content);
    assertStorable(content);
    await assertCataloguedType(tx, content.eventType, 'content.eventType');
    const [after] = await tx
      .update(events)
      .set({
        content,
        title: titleOf(content),
        messageType: content.messageType,
        eventType: content.eventType,
        primaryLanguage: content.primaryLanguage,
        affectedStates: await affectedStatesOf(tx, content.area),
        updatedAt: sql`now()`,
        version: before.version + 1,
      })
      .where(eq(events.id, eventId))
      .returning();
    await recordHistory(tx, {
      eventId,
      userName: auditActor.userName,
      action: 'SAVE',
      fromState: before.state,
      toState: before.state,
    });
    await writeAudit(tx, auditActor, {
      action: 'event.save',
      entity: 'event',
      entityId: eventId,
      before: storedOf(before),
      after,
    });
    return {
      detail: await visibleEventDetail(tx, actor, eventId),
      previous: before.affectedStates,
    };
  });
  await announceEvent(app, eventId, outcome.previous);
  return outcome.detail;
}
