import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lowerCaseCode } from '../../../domain/audit.ts';
import { allClearProblems } from '../../../domain/eventAllClear.ts';
import type { ActionRequest, EventDetail } from '../../../domain/eventApi.ts';
import { contentProblems } from '../../../domain/eventCompleteness.ts';
import { type EventContent, withoutBlankRows } from '../../../domain/eventContent.ts';
import type { EventState } from '../../../domain/events.ts';
import {
  type Decision,
  decide,
  type EventAction,
  nationalApproval,
  nationalDecisionDetail,
  type Refusal,
  type WorkflowState,
} from '../../../domain/eventWorkflow.ts';
import type { Channel, ChannelState } from '../../../domain/systemStatus.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';
import { publishAlarmCount } from '../alarming/commands.ts';
import { dispatchAlarm } from '../alarming/dispatch.ts';
import { announceAlertswissDelivery } from '../alertswiss/deliveries.ts';
import { schedulePost } from '../socialmedia/posting.ts';
import { affectedStatesOf } from './area.ts';
import { announceEvent } from './commands.ts';
import { recordHistory } from './history.ts';
import { assertCataloguedType, assertStorable, EVENT_KEYS, problemsAsErrors } from './problems.ts';
import { type Published, publishVersion } from './publication.ts';
import { findTemplate, findVisibleEvent, versionsOf, visibleEventDetail } from './queries.ts';
import { areaSquareKilometresOf, confirmationOf } from './reach.ts';
import { contentOf, type EventRow, storedOf, titleOf, workflowActorOf, workflowEventOf } from './rows.ts';

const REFUSAL_STATUS: Record<Refusal, number> = {
  forbidden: 403,
  wrongMode: 404,
  outsideTerritory: 403,
  notAllowedInState: 409,
  fourEyes: 403,
  alreadyApproved: 409,
  notYourDecision: 403,
};

/**
 * Steps that send content out for approval must be complete (SUBMIT, REQUEST_UPDATE); an all-clear that
 * brings content also needs its all-clear texts in every language.
 */
function assertComplete(content: EventContent, allClear = false) {
  const problems = [...contentProblems(content), ...(allClear ? allClearProblems(content) : [])];
  if (problems.length > 0)
    throw new ProblemError(422, EVENT_KEYS.incomplete, { errors: problemsAsErrors(problems) });
}

async function assertConfirmed(
  tx: Tx,
  row: EventRow,
  content: EventContent,
  confirmation: string | undefined,
) {
  const template = row.templateId === null ? undefined : await findTemplate(tx, row.templateId);
  const required = await confirmationOf(tx, {
    eventId: row.id,
    operationMode: row.operationMode,
    content,
    owningState: row.owningState,
    affectedStates: row.affectedStates,
    squareKilometres: await areaSquareKilometresOf(tx, content),
    usualSquareKilometres: template?.usualSquareKilometres ?? null,
  });
  if (required.strong && confirmation?.trim() !== required.pattern)
    throw new ProblemError(422, EVENT_KEYS.confirmationRequired, {
      params: { pattern: required.pattern ?? '' },
    });
}

/**
 * An update or all-clear may bring new content (an all-clear its texts): without rows left blank in every
 * language, checked, then put on the row with the cantons it reaches. An all-clear requested without content goes out with the standard all-clear texts.
 */
async function withNewContent(
  tx: Tx,
  row: EventRow,
  content: EventContent,
  action: EventAction,
): Promise<EventRow> {
  const kept = withoutBlankRows(content);
  assertStorable(kept);
  assertComplete(kept, action === 'REQUEST_ALL_CLEAR');
  await assertCataloguedType(tx, kept.eventType, 'content.eventType');
  return { ...row, content: kept, affectedStates: await affectedStatesOf(tx, kept.area) };
}

/**
 * A rejected update leaves the published text in force: the working copy goes back to it, unchecked. It was
 * complete when it went out, and a rule or catalogue changed since must not keep a rejection from going back.
 */
async function withPublishedContent(tx: Tx, row: EventRow): Promise<EventRow> {
  const [latest] = await versionsOf(tx, row.id).then((versions) => versions.slice(-1));
  if (!latest) return row;
  return { ...row, content: latest.content, affectedStates: await affectedStatesOf(tx, latest.content.area) };
}

/**
 * The row a step works on: an update's or all-clear's new content, the published content back on a rejected
 * update, and a submitted draft without rows left blank in every language (one saved before that rule).
 */
async function rowForAction(tx: Tx, row: EventRow, action: EventAction, content: EventContent | undefined) {
  if ((action === 'REQUEST_UPDATE' || action === 'REQUEST_ALL_CLEAR') && content)
    return withNewContent(tx, row, content, action);
  if (action === 'REJECT' && row.state === 'UPDATE_PENDING') return withPublishedContent(tx, row);
  if (action === 'SUBMIT') return { ...row, content: withoutBlankRows(contentOf(row)) };
  return row;
}

type Allowed = Extract<Decision, { allowed: true }>;

function stepFields(action: EventAction, row: EventRow, actor: Actor, decision: Allowed, now: Date) {
  if (action === 'SUBMIT' || action === 'REQUEST_UPDATE' || action === 'REQUEST_ALL_CLEAR')
    return { submittedBy: actor.claims.user_name, submittedAt: now, approvedBy: [] };
  if (decision.interstateApproval) return { approvedBy: [...row.approvedBy, decision.interstateApproval] };
  if (action === 'APPROVE' && decision.nationalFor)
    return { approvedBy: [...row.approvedBy, ...decision.nationalFor.map(nationalApproval)] };
  // The approvals belonged to the step just turned down: a draft names none.
  if (action === 'REJECT') return { approvedBy: [] };
  return {};
}

/**
 * The timeline line of a step: a withdrawal by the owning side and a national decision in the cantons'
 * place read as such, not as another canton's decision.
 */
function historyOf(action: EventAction, decision: Allowed, note: string | null) {
  if (decision.nationalFor && (action === 'APPROVE' || action === 'REJECT'))
    return {
      action: action === 'APPROVE' ? ('NATIONAL_APPROVE' as const) : ('NATIONAL_REJECT' as const),
      detail: nationalDecisionDetail(decision.nationalFor, action === 'REJECT' ? note : null),
    };
  if (action === 'REJECT' && decision.withdrawal) return { action: 'WITHDRAW' as const, detail: note };
  return { action, detail: decision.interstateApproval ?? note };
}

interface ActOutcome {
  detail: EventDetail;
  previousStates: string[];
  published: Published | null;
}

interface Step {
  tx: Tx;
  auditActor: AuditActor;
  actor: Actor;
  action: EventAction;
  request: ActionRequest;
  now: Date;
  /** The channel states of the server's last checks, read before the row is locked. */
  channelStates: Record<Channel, ChannelState>;
  /** The console's public address, for links to the public CAP messages. */
  publicUrl: string;
}

/** Stores the publication a decision makes, once its confirmation is right. */
async function publishIfDecided(
  { tx, auditActor, request, now, channelStates, publicUrl }: Step,
  row: EventRow,
  next: WorkflowState,
  publishes: boolean,
) {
  if (!publishes) return null;
  // The all-clear calls the danger off and sounds no siren: the strong confirmation guards alerts only.
  if (next !== 'ALL_CLEAR_ACTIVE') await assertConfirmed(tx, row, contentOf(row), request.confirmation);
  return publishVersion(tx, auditActor, row, next, now, channelStates, publicUrl);
}

async function applyAction(step: Step, eventId: number): Promise<ActOutcome> {
  const { tx, auditActor, actor, action, request, now } = step;
  const before = await findVisibleEvent(tx, actor, eventId, true);
  if (before.version !== request.version) throw new ProblemError(409, EVENT_KEYS.conflict);
  // Who may act is decided on the stored event, before anything the request brings is looked at.
  const decision = decide(workflowEventOf(before), workflowActorOf(actor), action, now);
  if (!decision.allowed)
    throw new ProblemError(REFUSAL_STATUS[decision.refusal], EVENT_KEYS[decision.refusal]);
  const row = await rowForAction(tx, before, action, request.content);
  const content = contentOf(row);
  if (action === 'SUBMIT') assertComplete(content);
  // The step goes into the timeline before the publication it causes.
  await recordHistory(tx, {
    eventId,
    userName: auditActor.userName,
    ...historyOf(action, decision, request.note ?? null),
    fromState: before.state,
    toState: decision.next,
  });
  const [stepped] = await tx
    .update(events)
    .set({
      state: decision.next as EventState,
      content,
      title: titleOf(content),
      messageType: content.messageType,
      eventType: content.eventType,
      affectedStates: row.affectedStates,
      ...stepFields(action, row, actor, decision, now),
      updatedAt: sql`now()`,
      version: before.version + 1,
    })
    .where(eq(events.id, eventId))
    .returning();
  // The log, like the timeline, names the step before the publication (and siren alarm) it causes.
  await writeAudit(tx, auditActor, {
    action: `event.${lowerCaseCode(action)}`,
    entity: 'event',
    entityId: eventId,
    before: storedOf(before),
    after: stepped,
  });
  const published = await publishIfDecided(step, row, decision.next, decision.publishes);
  if (published)
    await tx
      .update(events)
      .set({
        publishedAt: now,
        publishedVersions: published.version,
        correctionSeconds: published.correctionSeconds,
      })
      .where(eq(events.id, eventId));
  const fresh = await visibleEventDetail(tx, actor, eventId, now);
  return { detail: fresh, previousStates: before.affectedStates, published };
}

/**
 * Takes a workflow action on an event in one transaction (SPEC.md §4): the row is locked, its version
 * checked, decide() applied, a publication stored with its CAP message; then every console is told.
 */
export async function actOnEvent(
  app: FastifyInstance,
  auditActor: AuditActor,
  actor: Actor,
  eventId: number,
  action: EventAction,
  request: ActionRequest,
): Promise<EventDetail> {
  const { channels: channelStates } = await app.systemMonitor.latest();
  const outcome = await app.database.db.transaction((tx) =>
    applyAction(
      {
        tx,
        auditActor,
        actor,
        action,
        request,
        now: new Date(),
        channelStates,
        publicUrl: app.config.PUBLIC_URL,
      },
      eventId,
    ),
  );
  await announceEvent(app, eventId, outcome.previousStates);
  const { published } = outcome;
  if (published?.closedEventId) await announceEvent(app, published.closedEventId);
  if (published?.alertswissDeliveryId) announceAlertswissDelivery(app, published.alertswissDeliveryId);
  if (published?.socialPostId) await schedulePost(app, published.socialPostId);
  if (published?.sirenAlarmId) {
    await dispatchAlarm(app, published.sirenAlarmId);
    await publishAlarmCount(app, outcome.detail.operationMode);
  }
  return outcome.detail;
}
