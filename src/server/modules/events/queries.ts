import { and, arrayContains, asc, count, desc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type {
  EventDetail,
  EventHistoryEntry,
  EventTemplate,
  EventVersion,
} from '../../../domain/eventApi.ts';
import type { EventState, MessageType } from '../../../domain/events.ts';
import type { WorkflowState } from '../../../domain/eventWorkflow.ts';
import type { Db, Tx } from '../../db/client.ts';
import { eventHistory, events, eventTemplates, eventVersions, organisations } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';
import { visibleAlarmIdsOfEvent } from '../alarming/taskQueries.ts';
import { detailOf, type EventRow } from './rows.ts';
import { visibleTo } from './visibility.ts';

function selectEvents(db: Db | Tx) {
  return db
    .select({ event: events, owningState: organisations.stateCode, ownerName: organisations.name })
    .from(events)
    .innerJoin(organisations, eq(organisations.id, events.owningOrganisationId));
}

const rowOf = ({
  event,
  owningState,
  ownerName,
}: {
  event: typeof events.$inferSelect;
  owningState: string;
  ownerName: EventRow['ownerName'];
}): EventRow => ({
  ...event,
  owningState,
  ownerName,
});

/** One event the actor may see, locked for the transaction when `lock` is set; 404 otherwise. */
export async function findVisibleEvent(
  db: Db | Tx,
  actor: Actor,
  eventId: number,
  lock = false,
): Promise<EventRow> {
  const query = selectEvents(db).where(and(eq(events.id, eventId), visibleTo(actor)));
  const [row] = lock ? await query.for('update', { of: events }) : await query;
  if (!row) throw new ProblemError(404, PLATFORM_KEYS.notFound);
  return rowOf(row);
}

/** The whole event as the actor may see and act on it at `now`, with the siren alarms of it they may open; 404 otherwise. */
export async function visibleEventDetail(
  db: Db | Tx,
  actor: Actor,
  eventId: number,
  now = new Date(),
): Promise<EventDetail> {
  const row = await findVisibleEvent(db, actor, eventId);
  return detailOf(row, actor, now, await visibleAlarmIdsOfEvent(db, actor, eventId));
}

export async function findEvent(db: Db | Tx, eventId: number): Promise<EventRow | undefined> {
  const [row] = await selectEvents(db).where(eq(events.id, eventId));
  return row && rowOf(row);
}

export interface EventFilter {
  state?: WorkflowState[];
  messageType?: MessageType[];
  canton?: string;
  from?: Date;
  to?: Date;
  page: number;
  size: number;
  sort: 'updatedAt,desc' | 'updatedAt,asc' | 'createdAt,desc' | 'createdAt,asc';
}

/** The actor's events, filtered by state, type, canton and creation date, newest change first by default. */
export async function listEvents(db: Db, actor: Actor, filter: EventFilter) {
  const where = and(
    visibleTo(actor),
    // The column holds every workflow state, closed and discarded ones too.
    filter.state?.length ? inArray(events.state, filter.state as EventState[]) : undefined,
    filter.messageType?.length ? inArray(events.messageType, filter.messageType) : undefined,
    filter.canton
      ? or(eq(organisations.stateCode, filter.canton), arrayContains(events.affectedStates, [filter.canton]))
      : undefined,
    filter.from ? gte(events.createdAt, filter.from) : undefined,
    filter.to ? lte(events.createdAt, filter.to) : undefined,
  );
  const [field, direction] = filter.sort.split(',') as ['updatedAt' | 'createdAt', 'asc' | 'desc'];
  const order = direction === 'asc' ? asc : desc;
  const rows = await selectEvents(db)
    .where(where)
    .orderBy(order(events[field]), order(events.id))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const [total] = await db
    .select({ n: count() })
    .from(events)
    .innerJoin(organisations, eq(organisations.id, events.owningOrganisationId))
    .where(where);
  return { items: rows.map(rowOf), total: total?.n ?? 0 };
}

export async function historyOf(db: Db, eventId: number): Promise<EventHistoryEntry[]> {
  const rows = await db
    .select()
    .from(eventHistory)
    .where(eq(eventHistory.eventId, eventId))
    .orderBy(asc(eventHistory.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    userName: row.userName,
    action: row.action as EventHistoryEntry['action'],
    fromState: row.fromState as EventHistoryEntry['fromState'],
    toState: row.toState as EventHistoryEntry['toState'],
    detail: row.detail,
  }));
}

export async function versionsOf(db: Db | Tx, eventId: number): Promise<EventVersion[]> {
  const rows = await db
    .select()
    .from(eventVersions)
    .where(eq(eventVersions.eventId, eventId))
    .orderBy(asc(eventVersions.number));
  return rows.map((row) => ({
    number: row.number,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
    capMsgType: row.capMsgType,
    state: row.state,
    content: row.content,
  }));
}

/** The CAP message of one version (the latest when `number` is absent). */
export async function capOf(db: Db, eventId: number, number?: number) {
  const [row] = await db
    .select({ capXml: eventVersions.capXml })
    .from(eventVersions)
    .where(
      and(
        eq(eventVersions.eventId, eventId),
        number === undefined ? undefined : eq(eventVersions.number, number),
      ),
    )
    .orderBy(desc(eventVersions.number))
    .limit(1);
  return row?.capXml;
}

export async function listTemplates(db: Db): Promise<EventTemplate[]> {
  const rows = await db.select().from(eventTemplates).orderBy(asc(eventTemplates.id));
  return rows;
}

export async function findTemplate(db: Db | Tx, id: number) {
  const [row] = await db.select().from(eventTemplates).where(eq(eventTemplates.id, id));
  return row;
}
