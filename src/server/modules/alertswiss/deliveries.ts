import { desc, eq } from 'drizzle-orm';
import type { EventContent } from '../../../domain/eventContent.ts';
import type { OperationMode } from '../../../domain/session.ts';
import type { ChannelState } from '../../../domain/systemStatus.ts';
import type { Tx } from '../../db/client.ts';
import { alertswissDeliveries, statisticsArchive } from '../../db/schema/index.ts';

/** A published version as alert-swiss receives it. */
export interface AlertswissMessage {
  identifier: string;
  eventId: number;
  version: number;
  operationMode: OperationMode;
  messageType: string | null;
  stateCodes: readonly string[];
  content: EventContent;
  at: Date;
}

/** The app's subscriber count as it last reported it (the latest archived day). */
async function subscribers(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ value: statisticsArchive.value })
    .from(statisticsArchive)
    .where(eq(statisticsArchive.metric, 'ALERTSWISS_SUBSCRIBERS'))
    .orderBy(desc(statisticsArchive.startDate))
    .limit(1);
  return row ? Number(row.value) : 0;
}

/**
 * Records the hand-over of a LIVE version with the public app chosen (EXERCISE never reaches the public):
 * delivered to every subscriber when the gateway answered at the last check, failed with its state otherwise.
 */
export async function recordAlertswissDelivery(
  tx: Tx,
  message: AlertswissMessage,
  channelState: ChannelState,
): Promise<void> {
  if (message.operationMode !== 'LIVE' || !message.content.channels.publicApp) return;
  const delivered = channelState === 'AVAILABLE';
  await tx.insert(alertswissDeliveries).values({
    messageIdentifier: message.identifier,
    eventId: message.eventId,
    version: message.version,
    messageType: message.messageType,
    languages: [...message.content.languages],
    stateCodes: [...message.stateCodes],
    deliveredAt: message.at,
    subscribersReached: delivered ? await subscribers(tx) : 0,
    failure: delivered ? null : channelState,
  });
}
