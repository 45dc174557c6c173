import { aliasedTable, and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { WakeupListItem, WakeupListQuery } from '../../../domain/wakeupApi.ts';
import { type WorkflowWakeup, wakeupApproval } from '../../../domain/wakeupWorkflow.ts';
import type { Db, Tx } from '../../db/client.ts';
import { organisations, wakeupAddressees, wakeupHistory, wakeups } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';

const senders = aliasedTable(organisations, 'sender');
const receivers = aliasedTable(organisations, 'receiver');

/**
 * Which wake-ups an actor may see: those of their operation mode sent or received by an organisation of
 * their canton (national users: all of their mode). Everything else answers 404, as if it did not exist.
 */
function visibleTo(actor: Actor): SQL | undefined {
  const mode = eq(wakeups.operationMode, actor.claims.operation_mode);
  if (actor.seesAllCantons) return mode;
  return and(mode, or(eq(senders.stateCode, actor.stateCode), eq(receivers.stateCode, actor.stateCode)));
}

function selectWakeups(db: Db | Tx) {
  return db
    .select({
      wakeup: wakeups,
      senderOrganisation: senders.code,
      receiverOrganisation: receivers.code,
      receiverState: receivers.stateCode,
    })
    .from(wakeups)
    .innerJoin(senders, eq(senders.id, wakeups.senderOrganisationId))
    .innerJoin(receivers, eq(receivers.id, wakeups.receiverOrganisationId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectWakeups>['execute']>>[number];
export type WakeupRow = Selected['wakeup'] & Omit<Selected, 'wakeup'>;

const rowOf = ({ wakeup, ...parties }: Selected): WakeupRow => ({ ...wakeup, ...parties });

/** One wake-up the actor may see, locked for the transaction when `lock` is set; 404 otherwise. */
export async function findVisibleWakeup(db: Db | Tx, actor: Actor, id: number, lock = false) {
  const query = selectWakeups(db).where(and(eq(wakeups.id, id), visibleTo(actor)));
  const [row] = lock ? await query.for('update', { of: wakeups }) : await query;
  if (!row) throw new ProblemError(404, PLATFORM_KEYS.notFound);
  return rowOf(row);
}

/** One wake-up by id whoever asks (jobs and the e-mail link), locked when `lock` is set. */
export async function findWakeup(db: Db | Tx, id: number, lock = false): Promise<WakeupRow | undefined> {
  const query = selectWakeups(db).where(eq(wakeups.id, id));
  const [row] = lock ? await query.for('update', { of: wakeups }) : await query;
  return row && rowOf(row);
}

export function workflowWakeupOf(row: WakeupRow): WorkflowWakeup {
  return { ...row, createdAt: new Date(row.createdAt) };
}

export function listItemOf(row: WakeupRow, actor: Actor): WakeupListItem {
  return {
    wakeupId: row.id,
    state: row.state,
    operationMode: row.operationMode,
    subject: row.subject,
    senderOrganisation: row.senderOrganisation,
    receiverOrganisation: row.receiverOrganisation,
    createdAt: new Date(row.createdAt).toISOString(),
    acknowledgedAt: row.acknowledgedAt ? new Date(row.acknowledgedAt).toISOString() : null,
    wakeupAsReceiver: row.receiverOrganisation === actor.claims.organisation,
    ...wakeupApproval(workflowWakeupOf(row)),
  };
}

/** A page of the wake-ups the actor may see, newest first. */
export async function listWakeups(
  db: Db,
  actor: Actor,
  query: Required<Pick<WakeupListQuery, 'page' | 'size'>> & WakeupListQuery,
) {
  const where = and(visibleTo(actor), query.state ? eq(wakeups.state, query.state) : undefined);
  const rows = await selectWakeups(db)
    .where(where)
    .orderBy(desc(wakeups.createdAt), desc(wakeups.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db
    .select({ n: count() })
    .from(wakeups)
    .innerJoin(senders, eq(senders.id, wakeups.senderOrganisationId))
    .innerJoin(receivers, eq(receivers.id, wakeups.receiverOrganisationId))
    .where(where);
  return { items: rows.map((row) => listItemOf(rowOf(row), actor)), total: total?.n ?? 0 };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Who was called on which channel, and the timeline, oldest first. */
export async function addresseesAndHistory(db: Db | Tx, wakeupId: number) {
  const addressees = await db
    .select()
    .from(wakeupAddressees)
    .where(eq(wakeupAddressees.wakeupId, wakeupId))
    .orderBy(asc(wakeupAddressees.step), asc(wakeupAddressees.id));
  const history = await db
    .select()
    .from(wakeupHistory)
    .where(eq(wakeupHistory.wakeupId, wakeupId))
    .orderBy(asc(wakeupHistory.at), asc(wakeupHistory.id));
  return {
    addressees: addressees.map((a) => ({
      id: a.id,
      name: a.name,
      channel: a.channel,
      address: a.address,
      step: a.step,
      deliveredAt: iso(a.deliveredAt),
      failure: a.failure,
      acknowledgedAt: iso(a.acknowledgedAt),
    })),
    history: history.map((h) => ({
      id: h.id,
      at: new Date(h.at).toISOString(),
      userName: h.userName,
      action: h.action,
      fromState: h.fromState,
      toState: h.toState,
      detail: h.detail,
    })),
  };
}
