import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newCommandId } from '../../../devices/gateway.ts';
import type { CommandEnvelope, DeviceCommand } from '../../../devices/protocol.ts';
import { type DeviceSignal, SIGNAL_SECONDS } from '../../../domain/alarming.ts';
import type { OperationMode } from '../../../domain/session.ts';
import { sirenAlarmResults, sirenAlarms } from '../../db/schema/index.ts';

/** Job names of an alarm task's deadlines. */
export const ALARM_JOBS = {
  /** An answer timeout after a send: re-send to the silent sirens, or give them up as NO_ANSWER. */
  answers: 'alarm.answers',
  /** The sounding window is over: poll the open sirens (`poll`), then close what is still open (`close`). */
  finish: 'alarm.finish',
} as const;

export interface AnswersJob {
  alarmId: number;
  /** The send whose answers are due (1 = the first). */
  attempt: number;
}

export interface FinishJob {
  alarmId: number;
  phase: 'poll' | 'close';
}

/** One command to a siren's FGP. */
export function envelopeOf(
  deviceId: string,
  mode: OperationMode,
  command: DeviceCommand,
  id = newCommandId(),
): CommandEnvelope {
  return { id, deviceId, kind: 'fgp', mode, issuedAt: new Date().toISOString(), command };
}

/**
 * How long after the start an alarm's sirens should have finished: the signal's duration, or
 * FLEET_SOUNDING_MS when an installation shortens every signal (drills and tests: the simulated fleet
 * and `npm run fleet` sound that long too), plus ALARM_FINISH_GRACE_MS for late reports; never before the
 * retries are through. Only a deadline: sirens that report `finished` end the task long before.
 */
export function finishDelayMs(app: FastifyInstance, signal: DeviceSignal): number {
  const { FLEET_SOUNDING_MS, ALARM_FINISH_GRACE_MS, DEVICE_COMMAND_ATTEMPTS, DEVICE_ANSWER_TIMEOUT_MS } =
    app.config;
  const soundingMs = FLEET_SOUNDING_MS ?? SIGNAL_SECONDS[signal] * 1000;
  return Math.max(soundingMs + ALARM_FINISH_GRACE_MS, DEVICE_COMMAND_ATTEMPTS * DEVICE_ANSWER_TIMEOUT_MS);
}

/** Schedules the answer deadline of one send; a failure is logged (the finish deadline still closes). */
export async function scheduleAnswers(app: FastifyInstance, job: AnswersJob): Promise<void> {
  await app.jobs
    .schedule<AnswersJob>(ALARM_JOBS.answers, job, {
      delayMs: app.config.DEVICE_ANSWER_TIMEOUT_MS,
      singletonKey: `${ALARM_JOBS.answers}:${job.alarmId}:${job.attempt}`,
    })
    .catch((err: unknown) => app.log.error({ err, job }, 'alarm answer deadline not scheduled'));
}

/** Schedules a phase of the finish deadline. */
export async function scheduleFinish(app: FastifyInstance, job: FinishJob, delayMs: number): Promise<void> {
  await app.jobs
    .schedule<FinishJob>(ALARM_JOBS.finish, job, {
      delayMs,
      singletonKey: `${ALARM_JOBS.finish}:${job.alarmId}:${job.phase}`,
    })
    .catch((err: unknown) => app.log.error({ err, job }, 'alarm finish deadline not scheduled'));
}

/**
 * Sends a committed alarm task's triggers, in one batch, with the task's mode: after its deadlines are
 * scheduled, so that a send lost with this server is made good by the retries.
 */
export async function dispatchAlarm(app: FastifyInstance, alarmId: number): Promise<void> {
  const rows = await app.database.db
    .select({
      deviceId: sirenAlarmResults.deviceId,
      commandId: sirenAlarmResults.commandId,
      mode: sirenAlarms.operationMode,
      signal: sirenAlarms.signal,
    })
    .from(sirenAlarmResults)
    .innerJoin(sirenAlarms, eq(sirenAlarms.id, sirenAlarmResults.alarmId))
    .where(
      and(
        eq(sirenAlarmResults.alarmId, alarmId),
        eq(sirenAlarmResults.state, 'COMMANDED'),
        sql`${sirenAlarms.status} = 'RUNNING'`,
      ),
    );
  const first = rows[0];
  if (!first) return;
  await Promise.all([
    scheduleAnswers(app, { alarmId, attempt: 1 }),
    scheduleFinish(app, { alarmId, phase: 'poll' }, finishDelayMs(app, first.signal)),
  ]);
  app.devices.send(
    rows.map((row) =>
      envelopeOf(row.deviceId, row.mode, { type: 'trigger', signal: row.signal }, row.commandId),
    ),
  );
}
