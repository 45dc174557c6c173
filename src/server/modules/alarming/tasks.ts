import { eq, sql } from 'drizzle-orm';
import {
  ALARM_REPEAT_WINDOW_MINUTES,
  type AlarmTarget,
  type DeviceSignal,
} from '../../../domain/alarming.ts';
import type { OperationMode } from '../../../domain/session.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { isAnyInteger } from '../../db/rows.ts';
import { sirenAlarms } from '../../db/schema/index.ts';
import { giveWayToSirenTest } from '../sirentest/alarmGuard.ts';
import { settleAlarms } from './results.ts';
import type { TargetSiren } from './targets.ts';

/** Everything an alarm task is created from: its target already resolved to sirens. */
export interface AlarmTaskStart {
  eventId: number | null;
  operationMode: OperationMode;
  /** TEST_SIGNAL only for the siren test's task. */
  signal: DeviceSignal;
  target: AlarmTarget;
  sirens: readonly TargetSiren[];
  /** Cantons the alarm counts for (the sirens' cantons; an event's affected cantons too). */
  stateCodes: readonly string[];
  repeatOf?: number | null;
}

/**
 * Creates an alarm task in the caller's transaction: the task, one COMMANDED result per siren with its
 * FGP as device and a fresh command id, and its audit row (`triggered`, or `repeated` for a repeat). A
 * siren whose FGP is out of service, or that has none, is SKIPPED (OUT_OF_SERVICE / NO_DEVICE) and never
 * commanded. A task without a siren to
 * command ends at once. A running siren test gives way to a real alarm and refuses others (alarmGuard.ts).
 * The triggers go out after the commit (dispatchAlarm).
 */
export async function createAlarmTask(
  tx: Tx,
  actor: AuditActor,
  start: AlarmTaskStart,
): Promise<{ id: number }> {
  if (start.signal !== 'TEST_SIGNAL')
    await giveWayToSirenTest(
      tx,
      start.operationMode,
      start.sirens.map((siren) => siren.id),
      start.stateCodes,
    );
  const [row] = await tx
    .insert(sirenAlarms)
    .values({
      eventId: start.eventId,
      operationMode: start.operationMode,
      signal: start.signal,
      target: start.target,
      stateCodes: [...new Set(start.stateCodes)].sort(),
      sirenCount: start.sirens.length,
      startedBy: actor.userName,
      endsAt: sql`now() + make_interval(mins => ${ALARM_REPEAT_WINDOW_MINUTES})`,
      repeatOf: start.repeatOf ?? null,
    })
    .returning();
  if (!row) throw new Error('siren alarm insert returned no row');
  await insertResults(
    tx,
    row.id,
    start.sirens.map((siren) => siren.id),
  );
  await settleAlarms(tx, [row.id]);
  await writeAudit(tx, actor, {
    action: row.repeatOf === null ? 'triggered' : 'repeated',
    entity: 'siren_alarm',
    entityId: row.id,
    after: row,
  });
  return { id: row.id };
}

async function insertResults(tx: Tx, alarmId: number, sirenIds: readonly number[]) {
  if (sirenIds.length === 0) return;
  await tx.execute(sql`
    insert into siren_alarm_result (alarm_id, siren_id, device_id, state_code, command_id, state, fault_code, attempts)
    select ${alarmId}, s.id, coalesce(f.code, ''), s.state_code, gen_random_uuid(),
      case when f.id is null or da.out_of_service then 'SKIPPED' else 'COMMANDED' end,
      case when f.id is null then 'NO_DEVICE' when da.out_of_service then 'OUT_OF_SERVICE' end,
      case when f.id is null or da.out_of_service then 0 else 1 end
    from stationary_siren s
    left join field_component f on f.siren_id = s.id
    left join device_administration da on da.field_component_id = f.id
    where ${isAnyInteger(sql`s.id`, sirenIds)}`);
}

/** The alarm task row, locked for the transaction; undefined when there is none. */
export async function lockedAlarm(tx: Tx, id: number) {
  const [row] = await tx.select().from(sirenAlarms).where(eq(sirenAlarms.id, id)).for('update');
  return row;
}
