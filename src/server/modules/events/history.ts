import type { EventHistoryEntry } from '../../../domain/eventApi.ts';
import type { Tx } from '../../db/client.ts';
import { eventHistory } from '../../db/schema/index.ts';

/** One line of an event's timeline, written in the transaction of the change it records. */
export async function recordHistory(
  tx: Tx,
  entry: {
    eventId: number;
    userName: string;
    action: EventHistoryEntry['action'];
    fromState?: string | null;
    toState?: string | null;
    detail?: string | null;
  },
): Promise<void> {
  await tx.insert(eventHistory).values({
    eventId: entry.eventId,
    userName: entry.userName,
    action: entry.action,
    fromState: entry.fromState ?? null,
    toState: entry.toState ?? null,
    detail: entry.detail ?? null,
  });
}
