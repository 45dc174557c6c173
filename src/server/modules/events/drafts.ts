import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { areaProblems } from '../../../domain/area.ts';
import type { CreateEventRequest, EventDetail, SaveEventRequest } from '../../../domain/eventApi.ts';
import type { CompletenessProblem } from '../../../domain/eventCompleteness.ts';
import { type EventContent, EventContentSchema } from '../../../domain/eventContent.ts';
import { decide } from '../../../domain/eventWorkflow.ts';
import type { Problem } from '../../../domain/problem.ts';
import { STATE_CH } from '../../../domain/session.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { events, organisations } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';
import { affectedStatesOf } from './area.ts';
import { announceEvent } from './commands.ts';
import { recordHistory } from './history.ts';
import { findTemplate, findVisibleEvent } from './queries.ts';
import { detailOf, titleOf, workflowActorOf, workflowEventOf } from './rows.ts';

/** Message keys of the events' own problems (texts in `events.errors.*`). */
export const EVENT_KEYS = {
  conflict: 'events.errors.conflict',
  confirmationRequired: 'events.errors.confirmationRequired',
  unknownTemplate: 'events.errors.unknownTemplate',
  incomplete: 'events.errors.incomplete',
  notEditable: 'events.errors.notEditable',
  nationalNotAllowed: 'events.errors.nationalNotAllowed',
  falseAlarmNotPossible: 'events.errors.falseAlarmNotPossible',
  alreadyCorrected: 'events.errors.alreadyCorrected',
  versionNotFound: 'events.errors.versionNotFound',
  forbidden: 'events.errors.forbidden',
  wrongMode: 'events.errors.wrongMode',
  outsideTerritory: 'events.errors.outsideTerritory',
  notAllowedInState: 'events.errors.notAllowedInState',
  fourEyes: 'events.errors.fourEyes',
  alreadyApproved: 'events.errors.alreadyApproved',
  notYourDecision: 'events.errors.notYourDecision',
} as const;

/** Content problems as the problem's field list; a crossing point goes along for the map's tooltip. */
export function problemsAsErrors(problems: CompletenessProblem[]): NonNullable<Problem['errors']> {
  return problems.map((p) => ({
    path: p.field ?? '',
    messageKey: p.messageKey,
    ...(p.at ? { params: { east: p.at[0], north: p.at[1] } } : {}),
  }));
}

/** A drawn area must be valid whenever it is stored, drafts included; an empty one waits for submit. */
export function assertValidArea(content: EventContent) {
  if (content.area.polygons.length === 0) return;
  const problems = areaProblems(content.area.polygons).map((p) => ({ ...p, field: 'content.area' }));
  const first = problems[0];
  if (first) throw new ProblemError(400, first.messageKey, { errors: problemsAsErrors(problems) });
}

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

/** Parses content the route could not check whole (a template's prefill merged with the client's part). */
function parseContent(raw: Record<string, unknown>): EventContent {
  const parsed = EventContentSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new ProblemError(400, PLATFORM_KEYS.validation, {
    errors: parsed.error.issues.map((issue) => ({
      path: ['content', ...issue.path].join('.'),
      // The content schema names its own keys (events.errors.tooLong); other issues go by their zod code.
      messageKey: issue.message.startsWith('events.') ? issue.message : `validation.${issue.code}`,
    })),
  });
}

async function initialContent(tx: Tx, actor: Actor, request: CreateEventRequest) {
  const template = request.templateId === undefined ? undefined : await findTemplate(tx, request.templateId);
  if (request.templateId !== undefined && !template) throw new ProblemError(400, EVENT_KEYS.unknownTemplate);
  const content = parseContent({
    primaryLanguage: actor.claims.lang,
    area: { polygons: [] },
    channels: {},
    ...template?.content,
    ...request.content,
  });
  assertValidArea(content);
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
    return detailOf(await findVisibleEvent(tx, actor, row.id), actor, new Date());
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
    assertValidArea(request.content);
    const [after] = await tx
      .update(events)
      .set({
        content: request.content,
        title: titleOf(request.content),
        messageType: request.content.messageType,
        eventType: request.content.eventType,
        primaryLanguage: request.content.primaryLanguage,
        affectedStates: await affectedStatesOf(tx, request.content.area),
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
      before,
      after,
    });
    return {
      detail: detailOf(await findVisibleEvent(tx, actor, eventId), actor, new Date()),
      previous: before.affectedStates,
    };
  });
  await announceEvent(app, eventId, outcome.previous);
  return outcome.detail;
}
