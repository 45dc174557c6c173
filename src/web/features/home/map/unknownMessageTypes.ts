import { type DashboardEvent, isMessageType } from '../../../../domain/events.ts';

const reported = new Set<string>();

/**
 * Logs a warning (SPEC.md §8) the first time a message type this console does not know arrives;
 * such events are shown as "other" (grey) meanwhile.
 */
export function reportUnknownMessageTypes(
  events: readonly Pick<DashboardEvent, 'eventId' | 'messageType'>[],
) {
  for (const { eventId, messageType } of events) {
    if (messageType === null || isMessageType(messageType) || reported.has(messageType)) continue;
    reported.add(messageType);
    console.warn(`Unknown message type "${messageType}" (event ${eventId}): shown as other.`);
  }
}
