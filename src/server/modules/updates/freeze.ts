import { count } from 'drizzle-orm';
import { formatSwissTime } from '../../../domain/swissTime.ts';
import { FREEZE_MARGIN_MS, UPDATE_PROBLEMS } from '../../../domain/updates.ts';
import type { Db, Tx } from '../../db/client.ts';
import { sirenAlarms } from '../../db/schema/index.ts';
import { activeAlarm } from '../alarming/queries.ts';
import { sirenTestWindowsBetween } from '../sirentest/queries.ts';

// Swiss local time, as the operators plan the siren test.
const localTime = (iso: string) => formatSwissTime(new Date(iso));

export interface FreezeReason {
  key: string;
  params: Record<string, string | number>;
}

/**
 * Why no firmware may be activated at `at`, or null: a siren test's window (with FREEZE_MARGIN_MS before
 * and after it), or, when `at` is within that margin of now, any active siren alarm: devices must sound then.
 */
export async function freezeAt(db: Db | Tx, at: Date, now = new Date()): Promise<FreezeReason | null> {
  const from = new Date(at.getTime() - FREEZE_MARGIN_MS);
  const to = new Date(at.getTime() + FREEZE_MARGIN_MS);
  const [test] = await sirenTestWindowsBetween(db, from, to);
  if (test)
    return {
      key: UPDATE_PROBLEMS.freezeSirenTest,
      params: { start: localTime(test.start), end: localTime(test.end) },
    };
  if (at.getTime() - now.getTime() > FREEZE_MARGIN_MS) return null;
  const [alarms] = await db.select({ n: count() }).from(sirenAlarms).where(activeAlarm);
  return alarms && alarms.n > 0 ? { key: UPDATE_PROBLEMS.freezeAlarm, params: { alarms: alarms.n } } : null;
}
