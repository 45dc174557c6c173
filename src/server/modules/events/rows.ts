import type { EventDetail, EventListItem } from '../../../domain/eventApi.ts';
import { type EventContent, EventContentSchema } from '../../../domain/eventContent.ts';
import {
  approvalsOf,
  awaitingApprovalFrom,
  decide,
  EVENT_ACTIONS,
  nationalMayDecideAt,
  rejectIsWithdrawal,
  type WorkflowActor,
  type WorkflowEvent,
  type WorkflowState,
} from '../../../domain/eventWorkflow.ts';
import { LANGUAGES, type Language } from '../../../domain/session.ts';
import type { events, LocalizedText } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';

/** An event row with its owner's canton and name, as every events query selects it. */
export type EventRow = typeof events.$inferSelect & { owningState: string; ownerName: LocalizedText };

/** The event's own columns, without what the query joined: what the audit log compares. */
export function storedOf({
  owningState: _state,
  ownerName: _name,
  ...stored
}: EventRow): typeof events.$inferSelect {
  return stored;
}

const iso = (time: Date | null) => (time ? time.toISOString() : null);

/** The working copy; events made before the editor existed get one from their title and cantons. */
export function contentOf(row: EventRow): EventContent {
  if (row.content) return row.content;
  return EventContentSchema.parse({
    messageType: row.messageType,
    eventType: row.eventType,
    primaryLanguage: row.primaryLanguage,
    texts: Object.fromEntries(LANGUAGES.map((l) => [l, { title: row.title[l] ?? '' }])),
    area: { polygons: [], cantons: row.affectedStates },
    channels: {},
  });
}

/** The title per language the event goes out in (list, dashboard and live payload). */
export function titleOf({ texts }: EventContent): LocalizedText {
  const title = (language: Language) => texts[language]?.title ?? '';
  return { de: title('de'), fr: title('fr'), it: title('it'), en: title('en') };
}

export function workflowEventOf(row: EventRow): WorkflowEvent {
  return {
    state: row.state as WorkflowState,
    operationMode: row.operationMode,
    owningState: row.owningState,
    affectedStates: row.affectedStates,
    submittedBy: row.submittedBy,
    submittedAt: row.submittedAt,
    approvedBy: row.approvedBy,
    correctionOf: row.correctionOf,
  };
}

export function workflowActorOf(actor: Actor): WorkflowActor {
  return {
    userName: actor.claims.user_name,
    permissions: actor.permissions,
    stateCode: actor.stateCode,
    national: actor.national,
    operationMode: actor.claims.operation_mode,
  };
}

export function listItemOf(row: EventRow): EventListItem {
  const content = contentOf(row);
  const title: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const text = content.texts[language]?.title;
    if (text) title[language] = text;
  }
  return {
    eventId: row.id,
    state: row.state as WorkflowState,
    messageType: row.messageType,
    eventType: row.eventType,
    title,
    primaryLanguage: row.primaryLanguage,
    affectedStates: row.affectedStates,
    owningState: row.owningState,
    operationMode: row.operationMode,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    correctionOf: row.correctionOf,
    awaitingApprovalFrom: awaitingApprovalFrom(workflowEventOf(row)),
    nationalMayDecideAt: iso(nationalMayDecideAt(workflowEventOf(row))),
  };
}

/** The whole event as the asking user may act on it now (allowedActions follow decide()). */
export function detailOf(row: EventRow, actor: Actor, now: Date, sirenAlarmIds: number[]): EventDetail {
  const event = workflowEventOf(row);
  const asker = workflowActorOf(actor);
  const approvals = approvalsOf(row.approvedBy);
  return {
    ...listItemOf(row),
    version: row.version,
    content: contentOf(row),
    submittedBy: row.submittedBy,
    submittedAt: iso(row.submittedAt),
    approvedBy: approvals.cantons,
    nationallyApprovedFor: approvals.nationalFor,
    correctedBy: row.correctedBy,
    allowedActions: EVENT_ACTIONS.filter((action) => decide(event, asker, action, now).allowed),
    rejectIsWithdrawal: rejectIsWithdrawal(event, asker),
    publishedVersions: row.publishedVersions,
    correctionSeconds: row.correctionSeconds,
    sirenAlarmIds,
  };
}
