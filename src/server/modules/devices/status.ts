import { sql } from 'drizzle-orm';
import type { DeviceReport } from '../../../devices/protocol.ts';
import type { Tx } from '../../db/client.ts';
import { isAnyText } from '../../db/rows.ts';
import { deviceStatus } from '../../db/schema/index.ts';
import { type DeviceCondition, nextCondition } from './statusFold.ts';

type StatusRow = typeof deviceStatus.$inferSelect;

const conditionOf = (row: StatusRow): DeviceCondition => ({
  ...row,
  reportedAt: row.reportedAt.toISOString(),
});

/**
 * Brings device_status up to date with newly stored reports, in the ingest transaction and set-based: one
 * locking read, one update and one insert per batch. A report older than the device's newest one changes
 * nothing. Returns the ids of the devices whose row changed.
 */
export async function applyDeviceStatus(tx: Tx, reports: readonly DeviceReport[]): Promise<string[]> {
  if (reports.length === 0) return [];
  const byDevice = Map.groupBy(reports, (r) => r.deviceId);
  // Rows locked in one order, so that two console servers storing reports of the same devices wait, not deadlock.
  const rows = await tx
    .select()
    .from(deviceStatus)
    .where(isAnyText(deviceStatus.deviceId, [...byDevice.keys()]))
    .orderBy(deviceStatus.deviceId)
    .for('update');
  const known = new Map(rows.map((row) => [row.deviceId, conditionOf(row)]));
  const updates: DeviceCondition[] = [];
  const inserts: DeviceCondition[] = [];
  for (const [deviceId, own] of byDevice) {
    const next = nextCondition(known.get(deviceId), own);
    if (next) (known.has(deviceId) ? updates : inserts).push(next);
  }
  await updateConditions(tx, updates);
  const inserted = new Set(await insertConditions(tx, inserts));
  // A device first heard of by another console server at the same moment: its row exists now, go again.
  const raced = new Set(inserts.map((c) => c.deviceId).filter((id) => !inserted.has(id)));
  const again = raced.size
    ? await applyDeviceStatus(
        tx,
        reports.filter((r) => raced.has(r.deviceId)),
      )
    : [];
  return [...updates.map((c) => c.deviceId), ...inserted, ...again];
}

async function updateConditions(tx: Tx, conditions: readonly DeviceCondition[]): Promise<void> {
  if (conditions.length === 0) return;
  await tx.execute(sql`
    update ${deviceStatus} as ds
    set kind = i.kind, last_seq = i."lastSeq", reported_at = i."reportedAt", received_at = now(),
        version = i.version, mains = i.mains, battery_percent = i."batteryPercent", bearer = i.bearer,
        fault_code = i."faultCode"
    from jsonb_to_recordset(${JSON.stringify(conditions)}::jsonb) as i(
      "deviceId" text, kind text, "lastSeq" bigint, "reportedAt" timestamptz, version text, mains boolean,
      "batteryPercent" integer, bearer text, "faultCode" text)
    where ds.device_id = i."deviceId" and i."lastSeq" > ds.last_seq`);
}

async function insertConditions(tx: Tx, conditions: readonly DeviceCondition[]): Promise<string[]> {
  if (conditions.length === 0) return [];
  const rows = await tx
    .insert(deviceStatus)
    .values(conditions.map((c) => ({ ...c, reportedAt: new Date(c.reportedAt) })))
    .onConflictDoNothing()
    .returning({ deviceId: deviceStatus.deviceId });
  return rows.map((r) => r.deviceId);
}
