import type { FastifyInstance } from 'fastify';
import { wakeupNotificationById } from './wakeupQueries.ts';

/**
 * After a wake-up was sent or changed (call after the commit): tells the consoles of the sender's and the
 * receiver's canton (and national users) in its operation mode; they recount and may show the banner.
 */
export async function publishWakeup(app: FastifyInstance, wakeupId: number): Promise<void> {
  const found = await wakeupNotificationById(app.database.db, wakeupId);
  if (!found) return;
  app.live.publish('wakeups', found.notification, {
    states: found.states,
    operationMode: found.notification.operationMode,
  });
}
