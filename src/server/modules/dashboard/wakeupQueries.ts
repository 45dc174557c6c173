import { aliasedTable, and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { WakeupCounters, WakeupNotification } from '../../../domain/wakeups.ts';
import type { Db, Tx } from '../../db/client.ts';
import { organisations, wakeups } from '../../db/schema/index.ts';
import type { DashboardViewer } from './queries.ts';

type Viewer = Pick<DashboardViewer, 'organisation' | 'operationMode'>;

const count = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The wake-up counters of the viewer's organisation in the viewer's operation mode (SPEC.md §3). */
export async function wakeupCounters(db: Db, viewer: Viewer): Promise<WakeupCounters> {
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
      wakeupsDecideInterstateApproval: count(sql`${received} and ${approval}`),
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
    wakeupsDecideInterstateApproval: 0,
    wakeupsWaitInterstateApproval: 0,
  };
  return {
    ...counters,
    wakeupsToBeHandled: counters.wakeupsToBeAcknowledged + counters.wakeupsDecideInterstateApproval,
  };
}

const senders = aliasedTable(organisations, 'sender');
const receivers = aliasedTable(organisations, 'receiver');

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
