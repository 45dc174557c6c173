import type { FastifyInstance } from 'fastify';

export const WAKEUP_JOBS = {
  /** Nobody acknowledged in time: call the receiving organisation's deputies. */
  escalate: 'wakeup.escalate',
} as const;

export interface EscalateJob {
  wakeupId: number;
  /** The escalation step this job takes (1 for the first). */
  step: number;
}

/** Schedules escalation `step`, WAKEUP_ESCALATION_MINUTES after `from` (the call or the last step). */
export async function scheduleEscalation(app: FastifyInstance, job: EscalateJob, from: Date): Promise<void> {
  const due = from.getTime() + app.config.WAKEUP_ESCALATION_MINUTES * 60_000;
  await app.jobs
    .schedule<EscalateJob>(WAKEUP_JOBS.escalate, job, {
      delayMs: Math.max(0, due - Date.now()),
      singletonKey: `${WAKEUP_JOBS.escalate}:${job.wakeupId}:${job.step}`,
    })
    .catch((err: unknown) => app.log.error({ err, job }, 'wake-up escalation not scheduled'));
}
