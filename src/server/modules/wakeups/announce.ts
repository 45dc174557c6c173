import type { FastifyInstance } from 'fastify';
import { publishWakeup } from '../dashboard/publishWakeup.ts';
import { deliverWakeup } from './delivery.ts';
import { scheduleEscalation } from './jobs.ts';

/**
 * After the commit: every changed wake-up goes out on the live topic; those whose staff were just called
 * get their first escalation scheduled and their e-mails and SMS sent (within the request, so that a
 * rejected request never overlaps a delivery; what a crash leaves unsent, the escalation job sends).
 */
export async function announceCalled(app: FastifyInstance, changed: number[], called: number[]) {
  for (const id of changed) await publishWakeup(app, id);
  const now = new Date();
  for (const id of called) {
    await scheduleEscalation(app, { wakeupId: id, step: 1 }, now);
    await deliverWakeup(app, id);
  }
}
