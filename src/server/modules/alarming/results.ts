import { sql } from 'drizzle-orm';
import type { DeviceReport } from '../../../devices/protocol.ts';
import type { SirenResultChange } from '../../../domain/alarming.ts';
import type { OperationMode } from '../../../domain/session.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** States in which a siren still owes the alarm an answer. */
export const OPEN_STATES_SQL = sql.raw(`('COMMANDED', 'ACKNOWLEDGED', 'SOUNDING')`);

/**
 * How far a report moves a result: ack 1, sounding 2, finished 3, a raised fault 4 (final). A result moves
 * only to a higher rank; NO_ANSWER ranks below everything, so a real later report replaces it; SKIPPED never
 * moves (no command was sent).
 */
const RANKED_STATES = ['ACKNOWLEDGED', 'SOUNDING', 'FINISHED', 'FAILED'] as const;
const rankOfState = sql.raw(`(case r.state when 'NO_ANSWER' then -1 when 'COMMANDED' then 0
  when 'ACKNOWLEDGED' then 1 when 'SOUNDING' then 2 when 'FINISHED' then 3 when 'FAILED' then 4 else 9 end)`);

interface Incoming {
  commandId: string;
  deviceId: string;
  mode: OperationMode;
  level: number;
  horn: boolean;
  faultCode: string | null;
  bearer: string;
  seq: number;
}

function incomingOf(report: DeviceReport): Incoming | null {
  const { body, commandId } = report;
  if (!commandId) return null;
  const base = {
    commandId,
    deviceId: report.deviceId,
    mode: report.mode,
    bearer: report.bearer,
    seq: report.seq,
  };
  switch (body.type) {
    case 'ack':
      return { ...base, level: 1, horn: false, faultCode: null };
    case 'sounding':
      // Only a LIVE command may sound a horn; an EXERCISE report claiming one is not believed.
      return { ...base, level: 2, horn: body.horn && report.mode === 'LIVE', faultCode: null };
    case 'finished':
      return { ...base, level: 3, horn: false, faultCode: null };
    case 'fault':
      return body.state === 'raised' ? { ...base, level: 4, horn: false, faultCode: body.code } : null;
    default:
      return null;
  }
}

/** What a batch of reports did to alarm results. */
export interface AlarmResultsChange {
  /** Alarms with at least one changed result. */
  touchedAlarmIds: number[];
  /** Command ids of the reports that answer an alarm's trigger (changed something or not). */
  alarmCommandIds: Set<string>;
  /** The changed results, per alarm. */
  changes: Map<number, SirenResultChange[]>;
}

interface ChangeRow {
  commandId: string;
  alarmId: number | null;
  sirenId: number | null;
  state: SirenResultChange['state'];
  faultCode: string | null;
  bearer: SirenResultChange['bearer'];
  attempts: number;
  horn: boolean;
  updatedAt: string | Date;
}

// A changed result row as the live message carries it.
function changeOf(row: Omit<ChangeRow, 'commandId' | 'alarmId'>): SirenResultChange {
  return {
    sirenId: Number(row.sirenId),
    state: row.state,
    faultCode: row.faultCode,
    bearer: row.bearer,
    attempts: Number(row.attempts),
    horn: Boolean(row.horn),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Groups changed rows by alarm. */
export function changesByAlarm(rows: readonly (Omit<ChangeRow, 'commandId'> & { alarmId: number | null })[]) {
  const changes = new Map<number, SirenResultChange[]>();
  for (const row of rows) {
    if (row.alarmId == null) continue;
    const id = Number(row.alarmId);
    const own = changes.get(id) ?? [];
    own.push(changeOf(row));
    changes.set(id, own);
  }
  return changes;
}

/**
 * Moves the alarm results that newly stored reports answer, in one statement per batch: a report counts
 * only for the result of its command id whose device and operation mode it matches (anything else is
 * forged and changes nothing); per result the highest rank of the batch wins, a LIVE sounding sets the
 * horn, a raised fault fails the result with its code, and the bearer is the advancing report's.
 */
export async function applyToAlarmResults(
  tx: Tx,
  reports: readonly DeviceReport[],
): Promise<AlarmResultsChange> {
  const best = strongestPerCommand(reports);
  if (best.length === 0) return { touchedAlarmIds: [], alarmCommandIds: new Set(), changes: new Map() };
  // No join over the CTEs' outputs: the planner cannot know a batch's size and would take it for one row.
  // The matched reports (alarmId null) and the changed results come as one list.
  const rows = await rowsOf<ChangeRow>(
    tx,
    sql`
    with incoming as (
      select * from jsonb_to_recordset(${JSON.stringify(best)}::jsonb) as i(
        "commandId" uuid, "deviceId" text, mode text, level int, horn boolean, "faultCode" text, bearer text)
    ), matched as (
      select i.*, r.state as "before" from incoming i
      join siren_alarm_result r on r.command_id = i."commandId" and r.device_id = i."deviceId"
      join siren_alarm a on a.id = r.alarm_id and a.operation_mode = i.mode
    ), updated as (
      update siren_alarm_result r set
        state = case when b.level > ${rankOfState}
          then (${sql.raw(`array['${RANKED_STATES.join("','")}']`)})[b.level] else r.state end,
        fault_code = case when b.level = 4 and b.level > ${rankOfState} then b."faultCode" else r.fault_code end,
        bearer = case when b.level > ${rankOfState} or r.bearer is null then b.bearer else r.bearer end,
        horn = r.horn or b.horn,
        updated_at = now()
      from matched b
      where r.command_id = b."commandId" and (b.level > ${rankOfState} or (b.horn and not r.horn) or r.bearer is null)
      returning r.command_id, r.alarm_id, r.siren_id, r.state, r.fault_code, r.bearer, r.attempts, r.horn,
        r.updated_at
    )
    select "commandId", null::int as "alarmId", null::int as "sirenId", null as state, null as "faultCode",
      null as bearer, null::int as attempts, null::boolean as horn, null::timestamptz as "updatedAt"
    from matched
    union all
    select command_id, alarm_id, siren_id, state, fault_code, bearer, attempts, horn, updated_at from updated`,
  );
  const changes = changesByAlarm(rows);
  return {
    touchedAlarmIds: [...changes.keys()],
    alarmCommandIds: new Set(rows.map((row) => row.commandId)),
    changes,
  };
}

/**
 * Per command, device and mode, the batch's strongest report: the highest rank (the newest of equal
 * rank), a horn if any of them sounded one. A forged report naming another device or mode stays apart
 * and matches no result.
 */
function strongestPerCommand(reports: readonly DeviceReport[]) {
  const best = new Map<string, Incoming>();
  for (const report of reports) {
    const incoming = incomingOf(report);
    if (!incoming) continue;
    const key = `${incoming.commandId} ${incoming.deviceId} ${incoming.mode}`;
    const known = best.get(key);
    const stronger =
      !known || incoming.level > known.level || (incoming.level === known.level && incoming.seq > known.seq);
    const horn = incoming.horn || (known?.horn ?? false);
    best.set(key, { ...(stronger ? incoming : known!), horn });
  }
  return [...best.values()].map(({ seq: _, ...rest }) => rest);
}

/** An alarm task that has just ended (all its sirens final). */
export interface EndedAlarm {
  id: number;
  operationMode: OperationMode;
}

/**
 * Ends the given alarm tasks whose sirens all have a final result: a running task becomes FINISHED, a
 * stopped one keeps its status; both get their finished_at. Returns the tasks that ended now.
 */
export async function settleAlarms(tx: Db | Tx, alarmIds: readonly number[]): Promise<EndedAlarm[]> {
  if (alarmIds.length === 0) return [];
  const rows = await rowsOf<{ id: number; operationMode: OperationMode }>(
    tx,
    sql`
    update siren_alarm a
    set status = case when a.status = 'RUNNING' then 'FINISHED' else a.status end, finished_at = now()
    where a.id in (select value::int from jsonb_array_elements_text(${JSON.stringify(alarmIds)}::jsonb))
      and a.finished_at is null
      and not exists (select 1 from siren_alarm_result r where r.alarm_id = a.id and r.state in ${OPEN_STATES_SQL})
    returning a.id, a.operation_mode as "operationMode"`,
  );
  return rows.map((row) => ({ id: Number(row.id), operationMode: row.operationMode }));
}
