import { aliasedTable, and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { awaitsDecisionOf, nextNationalDecision } from '../../../domain/events.ts';
import { STATE_CH, stateCodeOf } from '../../../domain/session.ts';
import type { WakeupCounters, WakeupNotification } from '../../../domain/wakeups.ts';
import { wakeupApproval } from '../../../domain/wakeupWorkflow.ts';
import type { Db, Tx } from '../../db/client.ts';
import { organisations, wakeups } from '../../db/schema/index.ts';
import type { DashboardViewer } from './queries.ts';

type Viewer = Pick<DashboardViewer, 'organisation' | 'operationMode'>;

const count = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

const senders = aliasedTable(organisations, 'sender');
const receivers = aliasedTable(organisations, 'receiver');

/**
 * The pending interstate approvals whose decision may fall to `stateCode`: those asked of its canton, and
 * for the national level (CH) every one, since it decides once the canton's deadline has passed.
 */
async function pendingApprovals(db: Db, viewer: Viewer, stateCode: string) {
  const rows = await db
    .select({ state: wakeups.state, receiverState: receivers.stateCode, createdAt: wakeups.createdAt })
    .from(wakeups)
    .innerJoin(receivers, eq(receivers.id, wakeups.receiverOrganisationId))
    .where(
      and(
        eq(wakeups.operationMode, viewer.operationMode),
        eq(wakeups.state, 'INTERSTATE_APPROVAL_PENDING'),
        stateCode === STATE_CH ? undefined : eq(receivers.stateCode, stateCode),
      ),
    );
  return rows.map((row) => wakeupApproval({ ...row, createdAt: new Date(row.createdAt) }));
}

/**
 * The wake-up counters of the viewer's organisation in the viewer's operation mode (SPEC.md §3). The
 * interstate approvals to decide follow the events' rule (`awaitsDecisionOf`): the receiving canton's, and
 * the national level's once that canton's deadline has passed, as `decideWakeup` lets them act.
 */
export async function wakeupCounters(db: Db, viewer: Viewer, now = new Date()): Promise<WakeupCounters> {
  const [me] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.code, viewer.organisation));
  const id = me?.id ?? -1;
  const received = sql`${wakeups.receiverOrganisationId} = ${id}`;
  const sent = sql`${wakeups.senderOrganisationId} = ${id}`;
  const approval = sql`${wakeups.state} = 'INTERSTATE_APPROVAL_PENDING'`;
  const acknowledge = sql`${wakeups.state} = 'ACKNOWLEDGE_PENDING'`;
  const [row] = await db
    .select({
      wakeupsToBeAcknowledged: count(sql`${received} and ${acknowledge}`),
      wakeupsWaitAcknowledge: count(sql`${sent} and ${acknowledge}`),
      wakeupsWaitInterstateApproval: count(sql`${sent} and ${approval}`),
    })
    .from(wakeups)
    .where(
      and(
        eq(wakeups.operationMode, viewer.operationMode),
        or(eq(wakeups.receiverOrganisationId, id), eq(wakeups.senderOrganisationId, id)),
      ),
    );
  const counters = row ?? {
    wakeupsToBeAcknowledged: 0,
    wakeupsWaitAcknowledge: 0,
    wakeupsWaitInterstateApproval: 0,
  };
  const stateCode = stateCodeOf(viewer.organisation);
  const approvals = await pendingApprovals(db, viewer, stateCode);
  const decide = approvals.filter((a) => awaitsDecisionOf(a, stateCode, now.getTime())).length;
  const recount = stateCode === STATE_CH ? nextNationalDecision(approvals, now.getTime()) : null;
  return {
    ...counters,
    wakeupsDecideInterstateApproval: decide,
    wakeupsToBeHandled: counters.wakeupsToBeAcknowledged + decide,
    wakeupsRecountAt: recount === null ? null : new Date(recount).toISOString(),
  };
}

function selectNotifications(db: Db | Tx) {
  return db
    .select({
      wakeupId: wakeups.id,
      state: wakeups.state,
      operationMode: wakeups.operationMode,
      subject: wakeups.subject,
      updateNotification: wakeups.updateNotification,
      senderOrganisation: senders.code,
      receiverOrganisation: receivers.code,
      senderState: senders.stateCode,
      receiverState: receivers.stateCode,
    })
    .from(wakeups)
    .innerJoin(senders, eq(senders.id, wakeups.senderOrganisationId))
    .innerJoin(receivers, eq(receivers.id, wakeups.receiverOrganisationId));
}

/** The newest wake-up the viewer's organisation has to act on (acknowledge or approve), if any. */
export async function newestWakeupToHandle(db: Db, viewer: Viewer): Promise<WakeupNotification | null> {
  const [row] = await selectNotifications(db)
    .where(
      and(
        eq(receivers.code, viewer.organisation),
        eq(wakeups.operationMode, viewer.operationMode),
        inArray(wakeups.state, ['INTERSTATE_APPROVAL_PENDING', 'ACKNOWLEDGE_PENDING']),
      ),
    )
    .orderBy(desc(wakeups.createdAt), desc(wakeups.id))
    .limit(1);
  if (!row) return null;
  const { senderState: _s, receiverState: _r, ...notification } = row;
  return { ...notification, wakeupAsReceiver: true };
}

/** One wake-up as the `wakeups` topic carries it, with the cantons of its sender and receiver. */
export async function wakeupNotificationById(db: Db | Tx, wakeupId: number) {
  const [row] = await selectNotifications(db).where(eq(wakeups.id, wakeupId));
  if (!row) return undefined;
  const { senderState, receiverState, ...notification } = row;
  return { notification: notification satisfies WakeupNotification, states: [senderState, receiverState] };
}
