import { eq, sql } from 'drizzle-orm';
import type { EventState, MessageType } from '../../../domain/events.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';
import type { Live } from '../../live/live.ts';
import { dashboardEventById } from '../dashboard/queries.ts';

export interface EventStateChange {
  eventId: number;
  /** Any workflow state; one outside the dashboard states (e.g. CLOSED) takes it off every dashboard. */
  state: EventState | (string & {});
  messageType?: MessageType | null;
}

/**
 * Moves an event to another state in one audited transaction, then tells every console showing it:
 * the live message goes to the cantons the event reaches and its owner's territory (national users
 * always get it). The event workflow's transitions run through here so that dashboards follow them.
 */
export async function changeEventState(
  { database, live }: { database: Database; live: Live },
  actor: AuditActor,
  change: EventStateChange,
) {
  const event = await database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, change.eventId)).for('update');
    if (!before) throw new ProblemError(404, PLATFORM_KEYS.notFound);
    const [after] = await tx
      .update(events)
      .set({
        state: change.state as EventState,
        ...(change.messageType === undefined ? {} : { messageType: change.messageType }),
        updatedAt: sql`now()`,
        version: before.version + 1,
      })
      .where(eq(events.id, change.eventId))
      .returning();
    await writeAudit(tx, actor, { action: 'updated', entity: 'event', entityId: before.id, before, after });
    return dashboardEventById(tx, change.eventId);
  });
  if (!event) throw new ProblemError(404, PLATFORM_KEYS.notFound);
  live.publish('events', event, {
    states: [...event.affectedStates, event.owningOrganisation.territory],
    operationMode: event.operationMode,
  });
  return event;
}

/**
 * Tells every console showing the event about its change, after the commit: the cantons it reaches now
 * and reached before (so a canton the area left drops it), and its owner's territory.
 */
export async function announceEvent(
  { database, live }: { database: Database; live: Live },
  eventId: number,
  previousStates: readonly string[] = [],
) {
  const event = await dashboardEventById(database.db, eventId);
  if (!event) return;
  const states = [
    ...new Set([...previousStates, ...event.affectedStates, event.owningOrganisation.territory]),
  ];
  live.publish('events', event, { states, operationMode: event.operationMode });
}
