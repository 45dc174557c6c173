import { and, arrayContains, count, eq, gt, sql } from 'drizzle-orm';
import { CANTON_CODES } from '../../../domain/cantons.ts';
import { type OperationMode, STATE_CH } from '../../../domain/session.ts';
import type { Db } from '../../db/client.ts';
import { sirenAlarms } from '../../db/schema/index.ts';

/** The siren test's own task (TEST_SIGNAL) is no siren alarm: it has its own pages (modules/sirentest). */
export const notSirenTest = sql`${sirenAlarms.signal} <> 'TEST_SIGNAL'`;

/** Active: still running (a water alarm sounds longer than the window), or finished within its repeat window. */
export const activeAlarm = sql`(${sirenAlarms.endsAt} > now() or ${sirenAlarms.status} = 'RUNNING') and ${notSirenTest}`;

/** Active siren alarms of one operation mode touching `state`; CH counts every one of them. */
export async function activeAlarmCount(db: Db, operationMode: OperationMode, state: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sirenAlarms)
    .where(
      and(
        eq(sirenAlarms.operationMode, operationMode),
        activeAlarm,
        state === STATE_CH ? undefined : arrayContains(sirenAlarms.stateCodes, [state]),
      ),
    );
  return row?.n ?? 0;
}

/** The active alarm count of CH and of every canton (zero included), for one operation mode. */
export async function activeAlarmCountsByState(
  db: Db,
  operationMode: OperationMode,
): Promise<Map<string, number>> {
  const where = and(eq(sirenAlarms.operationMode, operationMode), activeAlarm);
  const state = sql<string>`unnest(${sirenAlarms.stateCodes})`;
  const [perCanton, [total]] = await Promise.all([
    db.select({ state, n: count() }).from(sirenAlarms).where(where).groupBy(state),
    db.select({ n: count() }).from(sirenAlarms).where(where),
  ]);
  const counts = new Map<string, number>([[STATE_CH, total?.n ?? 0]]);
  for (const code of CANTON_CODES) counts.set(code, 0);
  for (const row of perCanton) counts.set(row.state, row.n);
  return counts;
}

/**
 * Milliseconds until the next repeat window (of any mode) closes, by the database clock; null if none. An alarm
 * still running then stays active: its end publishes the count (ingest, deadlines, stop).
 */
export async function millisUntilNextAlarmEnd(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ ms: sql<string | null>`extract(epoch from (min(${sirenAlarms.endsAt}) - now())) * 1000` })
    .from(sirenAlarms)
    .where(gt(sirenAlarms.endsAt, sql`now()`));
  return row?.ms == null ? null : Math.max(0, Number(row.ms));
}
