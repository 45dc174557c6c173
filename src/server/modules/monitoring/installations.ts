import { inArray } from 'drizzle-orm';
import type { DeviceReport } from '../../../devices/protocol.ts';
import type { Tx } from '../../db/client.ts';
import { deviceStatus, installationProtocol } from '../../db/schema/index.ts';
import { cantonOfDevice } from '../devices/deviceIds.ts';

/** The version a report tells the device runs now; null for reports that say nothing of it. */
function versionOf(report: DeviceReport): string | null {
  const { body } = report;
  if (body.type === 'status') return body.version;
  return body.type === 'firmware' && body.phase === 'activated' ? body.version : null;
}

/**
 * Writes a FIRMWARE_CHANGED row of the installation protocol for each device whose newest report tells
 * another version than the one known: run in the ingest transaction before device_status moves on (its
 * rows locked in the same order as there). A device heard of for the first time has nothing to compare.
 * Returns how many rows it wrote.
 */
export async function recordVersionChanges(tx: Tx, reports: readonly DeviceReport[]): Promise<number> {
  const newest = new Map<string, DeviceReport & { version: string }>();
  for (const report of reports) {
    const version = versionOf(report);
    const known = newest.get(report.deviceId);
    if (version && (!known || report.seq > known.seq)) newest.set(report.deviceId, { ...report, version });
  }
  if (newest.size === 0) return 0;
  const rows = await tx
    .select({ deviceId: deviceStatus.deviceId, version: deviceStatus.version, lastSeq: deviceStatus.lastSeq })
    .from(deviceStatus)
    .where(inArray(deviceStatus.deviceId, [...newest.keys()]))
    .orderBy(deviceStatus.deviceId)
    .for('update');
  const changed = rows.flatMap((row) => {
    const report = newest.get(row.deviceId);
    if (!report || !row.version || report.seq <= row.lastSeq || report.version === row.version) return [];
    return [
      {
        at: new Date(report.at),
        action: 'FIRMWARE_CHANGED' as const,
        deviceId: row.deviceId,
        deviceKind: report.kind.toUpperCase(),
        stateCode: cantonOfDevice(row.deviceId) ?? 'CH',
        previousVersion: row.version,
        version: report.version,
        userName: 'device',
      },
    ];
  });
  if (changed.length) await tx.insert(installationProtocol).values(changed);
  return changed.length;
}
