import type { FastifyInstance } from 'fastify';
import { publishWakeup } from '../dashboard/publishWakeup.ts';
import { scheduleDelivery, scheduleEscalation } from './jobs.ts';

/**
 * After the commit: every changed wake-up goes out on the live topic; those whose staff were just called
 * get their e-mails and SMS sent and their first escalation scheduled.
 */
export async function announceCalled(app: FastifyInstance, changed: number[], called: number[]) {
  for (const id of changed) await publishWakeup(app, id);
  const now = new Date();
  for (const id of called) {
    await scheduleDelivery(app, id);
    await scheduleEscalation(app, { wakeupId: id, step: 1 }, now);
  }
}
