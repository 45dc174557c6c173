import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeviceReport } from '../../devices/protocol.ts';
import type { ResourceNotice } from '../../domain/live.ts';
import type { Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { publishAlarmCount } from '../modules/alarming/commands.ts';
import { applyToAlarmResults, type EndedAlarm, settleAlarms } from '../modules/alarming/results.ts';
import { publishDeviceChanges } from '../modules/devices/notices.ts';
import { applyDeviceStatus } from '../modules/devices/status.ts';
import { publishFaultChanges } from '../modules/monitoring/commands.ts';
import { applyFaultReports, type FaultChanges } from '../modules/monitoring/faults.ts';
import { recordVersionChanges } from '../modules/monitoring/installations.ts';

const keyOf = (deviceId: string, seq: number | string) => `${deviceId}#${seq}`;

/**
 * Stores the reports once each, keyed by (device, sequence number), and answers the ones stored now: a
 * duplicate or replayed report is known already and is left out.
 */
async function storeReports(tx: Tx, reports: readonly DeviceReport[]): Promise<DeviceReport[]> {
  // In one order, so that batches stored side by side and holding the same report wait, not deadlock.
  const unique = [...new Map(reports.map((r) => [keyOf(r.deviceId, r.seq), r])).values()].sort((a, b) =>
    a.deviceId < b.deviceId ? -1 : a.deviceId > b.deviceId ? 1 : a.seq - b.seq,
  );
  if (unique.length === 0) return [];
  const stored = await rowsOf<{ deviceId: string; seq: string | number }>(
    tx,
    sql`
    insert into device_report (device_id, seq, command_id, operation_mode, type, body, bearer, device_time)
    select i."deviceId", i.seq, i."commandId", i.mode, i.body->>'type', i.body, i.bearer, i.at
    from jsonb_to_recordset(${JSON.stringify(unique)}::jsonb) as i(
      "deviceId" text, seq bigint, "commandId" uuid, mode text, body jsonb, bearer text, at timestamptz)
    on conflict do nothing
    returning device_id as "deviceId", seq`,
  );
  const fresh = new Set(stored.map((row) => keyOf(row.deviceId, row.seq)));
  return unique.filter((r) => fresh.has(keyOf(r.deviceId, r.seq)));
}

/**
 * The report pipeline (one transaction per batch): store the reports idempotently, bring the devices'
 * status, open errors, installation protocol and alarm results up to date with the new ones. After the
 * commit, the alarm tasks left without an open siren end, and the consoles are told (alarm progress,
 * alarm count, device notices, the monitoring box and error grids).
 * Batches may be stored side by side (by one server or several): each locks its devices' status rows in
 * one order first, so batches sharing a device take turns. The end of a task is decided after the commit,
 * where the results other batches committed meanwhile are seen too (ADR 0025).
 * Rejects when the batch could not be stored: the transport offers it again.
 */
export async function ingestReports(app: FastifyInstance, reports: readonly DeviceReport[]): Promise<void> {
  const stored = await app.database.db.transaction(async (tx) => {
    const fresh = await storeReports(tx, reports);
    const installations = await recordVersionChanges(tx, fresh);
    const changedDeviceIds = await applyDeviceStatus(tx, fresh);
    const faults = await applyFaultReports(tx, fresh);
    const alarms = await applyToAlarmResults(tx, fresh);
    return { fresh, changedDeviceIds, alarms, faults, installations };
  });
  const outcome = { ...stored, ended: await settle(app, stored.alarms.touchedAlarmIds) };
  try {
    await announce(app, outcome);
  } catch (err) {
    // Stored is stored: a console that missed a message refetches when it reconnects.
    app.log.warn({ err }, 'device report notices not published');
  }
}

// Stored is stored: a task not settled here (database gone a moment, server gone) ends with its
// finish deadline, so a failure is logged, not handed back (the batch would be offered again in vain).
async function settle(app: FastifyInstance, alarmIds: readonly number[]): Promise<EndedAlarm[]> {
  try {
    return await settleAlarms(app.database.db, alarmIds);
  } catch (err) {
    app.log.warn({ err, alarmIds }, 'alarm tasks not settled after their reports');
    return [];
  }
}

async function announce(
  app: FastifyInstance,
  outcome: {
    fresh: DeviceReport[];
    changedDeviceIds: string[];
    alarms: Awaited<ReturnType<typeof applyToAlarmResults>>;
    ended: EndedAlarm[];
    faults: FaultChanges;
    installations: number;
  },
) {
  const { fresh, changedDeviceIds, alarms, ended, faults, installations } = outcome;
  publishFaultChanges(app, faults);
  if (installations) {
    const notice: ResourceNotice = { resource: 'installationprotocol', action: 'created', ids: [] };
    app.live.notifyResource('installationprotocol', 'MONTORING_INSTALLPROTOCOL_VIEW', notice);
  }
  for (const [alarmId, changes] of alarms.changes) app.alarmProgress.changed(alarmId, changes);
  for (const mode of new Set(ended.map((alarm) => alarm.operationMode))) await publishAlarmCount(app, mode);
  await publishDeviceChanges(app, {
    reports: fresh,
    alarmCommandIds: alarms.alarmCommandIds,
    changedDeviceIds,
  });
}
