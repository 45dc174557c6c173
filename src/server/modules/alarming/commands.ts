import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ALARM_REPEAT_WINDOW_MINUTES, type AlarmCount, type SirenSignal } from '../../../domain/alarming.ts';
import { type OperationMode, STATE_CH } from '../../../domain/session.ts';
import { writeAudit } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { sirenAlarms } from '../../db/schema/index.ts';
import { activeAlarmCountsByState } from './queries.ts';

export interface SirenAlarmStart {
  eventId: number | null;
  operationMode: OperationMode;
  signal: SirenSignal;
  stateCodes: string[];
  sirenCount: number;
  /** User name of who started it (the audit row names them too). */
  startedBy: string;
}

/**
 * Records a started siren alarm and its audit row in the caller's transaction. It stays active for the
 * signal's repeat window. Call `publishAlarmCount` after the commit.
 */
export async function startSirenAlarm(tx: Tx, alarm: SirenAlarmStart): Promise<{ id: number }> {
  const [row] = await tx
    .insert(sirenAlarms)
    .values({
      ...alarm,
      stateCodes: [...new Set(alarm.stateCodes)],
      endsAt: sql`now() + make_interval(mins => ${ALARM_REPEAT_WINDOW_MINUTES})`,
    })
    .returning();
  if (!row) throw new Error('siren alarm insert returned no row');
  await writeAudit(
    tx,
    { userName: alarm.startedBy, organisation: null, requestId: null },
    { action: 'created', entity: 'siren_alarm', entityId: row.id, after: row },
  );
  return { id: row.id };
}

/**
 * Publishes the active alarm count of one operation mode on `alarms/count`: the national count to the
 * consoles seeing every canton, each canton's own count to that canton's consoles. Then re-arms the
 * timer that publishes again when the next alarm runs out.
 */
export async function publishAlarmCount(app: FastifyInstance, operationMode: OperationMode): Promise<void> {
  await publishCounts(app, operationMode);
  await app.alarmExpiry.rearm();
}

/** The count messages alone, without re-arming the timer (the timer itself calls this). */
export async function publishCounts(app: FastifyInstance, operationMode: OperationMode): Promise<void> {
  const counts = await activeAlarmCountsByState(app.database.db, operationMode);
  for (const [state, count] of counts) {
    const payload: AlarmCount = { operationMode, state, count };
    // `states: []` reaches only the national room; a canton's rooms get that canton's message.
    app.live.publish('alarms/count', payload, {
      states: state === STATE_CH ? [] : [state],
      operationMode,
    });
  }
}
