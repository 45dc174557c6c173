import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SirenSignal } from '../../../domain/alarming.ts';
import type { OperationMode } from '../../../domain/session.ts';
import { rowsOf } from '../../db/rows.ts';
import { sirenAlarms } from '../../db/schema/index.ts';
import { publishAlarmCount } from './commands.ts';
import {
  ALARM_JOBS,
  type AnswersJob,
  envelopeOf,
  type FinishJob,
  scheduleAnswers,
  scheduleFinish,
} from './dispatch.ts';
import { changesByAlarm, OPEN_STATES_SQL, settleAlarms } from './results.ts';

interface ResultRow {
  alarmId: number;
  sirenId: number;
  deviceId: string;
  commandId: string;
  state: 'COMMANDED';
  faultCode: string | null;
  bearer: null;
  attempts: number;
  horn: boolean;
  updatedAt: string;
  mode: OperationMode;
  signal: SirenSignal;
}

const RETURNING =
  sql.raw(`returning r.alarm_id as "alarmId", r.siren_id as "sirenId", r.device_id as "deviceId",
  r.command_id as "commandId", r.state, r.fault_code as "faultCode", r.bearer, r.attempts, r.horn,
  r.updated_at as "updatedAt", a.operation_mode as mode, a.signal`);

/** Counts one more send for the sirens of a running task that have not answered `attempt` sends. */
function countResend(app: FastifyInstance, { alarmId, attempt }: AnswersJob) {
  return app.database.db.transaction((tx) =>
    rowsOf<ResultRow>(
      tx,
      sql`update siren_alarm_result r set attempts = ${attempt + 1}, updated_at = now()
        from siren_alarm a
        where a.id = r.alarm_id and r.alarm_id = ${alarmId} and a.status = 'RUNNING'
          and r.state = 'COMMANDED' and r.attempts = ${attempt}
        ${RETURNING}`,
    ),
  );
}

/** Gives up the task's sirens in `states` as NO_ANSWER and ends the task if nothing is open any more. */
async function giveUp(app: FastifyInstance, alarmId: number, states: ReturnType<typeof sql.raw>) {
  const rows = await rowsOf<ResultRow>(
    app.database.db,
    sql`update siren_alarm_result r set state = 'NO_ANSWER', updated_at = now()
      from siren_alarm a
      where a.id = r.alarm_id and r.alarm_id = ${alarmId} and a.finished_at is null and r.state in ${states}
      ${RETURNING}`,
  );
  // After the commit, as the ingest does (ADR 0025): answers stored meanwhile are seen too.
  const ended = await settleAlarms(app.database.db, [alarmId]);
  app.alarmProgress.changed(alarmId, changesByAlarm(rows).get(alarmId) ?? []);
  for (const alarm of ended) await publishAlarmCount(app, alarm.operationMode);
}

/**
 * An answer timeout after send `attempt`: the sirens still COMMANDED get the same command again (same
 * id) until DEVICE_COMMAND_ATTEMPTS sends, then they are NO_ANSWER. Reads the current state only, so a
 * job run twice does no harm.
 */
async function answersDue(app: FastifyInstance, job: AnswersJob): Promise<void> {
  if (job.attempt >= app.config.DEVICE_COMMAND_ATTEMPTS)
    return giveUp(app, job.alarmId, sql.raw(`('COMMANDED')`));
  const rows = await countResend(app, job);
  const first = rows[0];
  if (!first) return;
  await scheduleAnswers(app, { alarmId: job.alarmId, attempt: job.attempt + 1 });
  app.devices.send(
    rows.map((row) =>
      envelopeOf(row.deviceId, row.mode, { type: 'trigger', signal: row.signal }, row.commandId),
    ),
  );
  app.alarmProgress.changed(job.alarmId, changesByAlarm(rows).get(job.alarmId) ?? []);
}

interface OpenRow {
  deviceId: string;
  mode: OperationMode;
}

/**
 * The sounding window is over. `poll`: the sirens still open are asked for their state (a lost report
 * is told again), and one answer timeout later `close` gives up what is still open as NO_ANSWER.
 */
async function finishDue(app: FastifyInstance, job: FinishJob): Promise<void> {
  if (job.phase === 'close') return giveUp(app, job.alarmId, OPEN_STATES_SQL);
  const [alarm] = await app.database.db
    .select({ status: sirenAlarms.status })
    .from(sirenAlarms)
    .where(eq(sirenAlarms.id, job.alarmId));
  // A stopped task has its own close; an ended one needs nothing.
  if (alarm?.status !== 'RUNNING') return;
  const open = await rowsOf<OpenRow>(
    app.database.db,
    sql`select r.device_id as "deviceId", a.operation_mode as mode
      from siren_alarm_result r join siren_alarm a on a.id = r.alarm_id
      where r.alarm_id = ${job.alarmId} and r.state in ${OPEN_STATES_SQL}`,
  );
  if (open.length === 0) return giveUp(app, job.alarmId, OPEN_STATES_SQL);
  await scheduleFinish(app, { alarmId: job.alarmId, phase: 'close' }, app.config.DEVICE_ANSWER_TIMEOUT_MS);
  app.devices.send(open.map((row) => envelopeOf(row.deviceId, row.mode, { type: 'poll' })));
}

/** Registers the handlers of the alarm deadlines with the job queue (before it starts). */
export function registerAlarmJobs(app: FastifyInstance) {
  app.jobs.work<AnswersJob>(ALARM_JOBS.answers, (job) => answersDue(app, job));
  app.jobs.work<FinishJob>(ALARM_JOBS.finish, (job) => finishDue(app, job));
}
