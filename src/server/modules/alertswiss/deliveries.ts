import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
 * Answers the recorded delivery's id (announced after the commit), or null when none was due.
 */
export async function recordAlertswissDelivery(
  tx: Tx,
  message: AlertswissMessage,
  channelState: ChannelState,
): Promise<number | null> {
  if (message.operationMode !== 'LIVE' || !message.content.channels.publicApp) return null;
  const delivered = channelState === 'AVAILABLE';
  const [row] = await tx
    .insert(alertswissDeliveries)
    .values({
      messageIdentifier: message.identifier,
      eventId: message.eventId,
      version: message.version,
      messageType: message.messageType,
      languages: [...message.content.languages],
      stateCodes: [...message.stateCodes],
      deliveredAt: message.at,
      subscribersReached: delivered ? await subscribers(tx) : 0,
      failure: delivered ? null : channelState,
    })
    .returning({ id: alertswissDeliveries.id });
  return row!.id;
}

/** Open alert-swiss logs and current values refresh after a recorded delivery. */
export function announceAlertswissDelivery(app: FastifyInstance, deliveryId: number) {
  app.live.notifyResource('alertswissprotocol', 'MONITORING_ALERTSWISSSTATS_VIEW', {
    resource: 'alertswissprotocol',
    action: 'created',
    ids: [deliveryId],
  });
}
