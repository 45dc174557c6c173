import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SYSTEM_ACTOR } from '../../../domain/audit.ts';
import type { AuditActor } from '../../audit.ts';
import { wakeups } from '../../db/schema/index.ts';
import { publishWakeup } from '../dashboard/publishWakeup.ts';
import { callAddressees } from './addressees.ts';
import { deliverWakeup } from './delivery.ts';
import { recordStep } from './history.ts';
import { type EscalateJob, scheduleEscalation } from './jobs.ts';
import { findWakeup } from './queries.ts';

// Escalations are the console's own doing, not a user's.
const SYSTEM: AuditActor = { userName: SYSTEM_ACTOR, organisation: null, requestId: null };

/** Further steps call the deputies again, at most this often. */
const MAX_STEPS = 3;

/**
 * Escalation `step` of a wake-up: when nobody has acknowledged WAKEUP_ESCALATION_MINUTES after the call
 * (or the previous step), the receiving organisation's deputies are called. Reads the stored state only,
 * so a job run twice or too early does nothing wrong; `now` is the clock (tests pass their own).
 */
export async function escalateWakeup(
  app: FastifyInstance,
  job: EscalateJob,
  now = new Date(),
): Promise<boolean> {
  const due = app.config.WAKEUP_ESCALATION_MINUTES * 60_000 * job.step;
  const escalated = await app.database.db.transaction(async (tx) => {
    const row = await findWakeup(tx, job.wakeupId, true);
    if (!row?.calledAt || row.state !== 'ACKNOWLEDGE_PENDING' || row.escalations !== job.step - 1)
      return false;
    if (now.getTime() < new Date(row.calledAt).getTime() + due) return false;
    const persons = await callAddressees(tx, row.id, row.receiverOrganisationId, job.step, now);
    await tx.update(wakeups).set({ escalations: job.step }).where(eq(wakeups.id, row.id));
    await recordStep(tx, SYSTEM, {
      wakeupId: row.id,
      action: 'ESCALATE',
      fromState: row.state,
      toState: row.state,
      detail: String(persons),
    });
    return true;
  });
  if (!escalated) return false;
  await publishWakeup(app, job.wakeupId);
  await deliverWakeup(app, job.wakeupId);
  if (job.step < MAX_STEPS)
    await scheduleEscalation(app, { wakeupId: job.wakeupId, step: job.step + 1 }, now);
  return true;
}
