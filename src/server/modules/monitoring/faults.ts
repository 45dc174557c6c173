import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DeviceReport } from '../../../devices/protocol.ts';
import { type ComponentKind, FAULT_CLASSES, faultClassOf } from '../../../domain/monitoring.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { errorProtocol, pendingErrors } from '../../db/schema/index.ts';
import { cantonOfDevice } from '../devices/deviceIds.ts';

type FaultReport = DeviceReport & { body: { type: 'fault' } };
type ErrorRow = typeof pendingErrors.$inferSelect;

/** Which open errors a batch of reports changed: kinds and cantons, for the live notices after commit. */
export interface FaultChanges {
  kinds: Set<ComponentKind>;
  states: Set<string>;
}

const isFault = (report: DeviceReport): report is FaultReport => report.body.type === 'fault';

/** A protocol row copying the error as it is now. */
export async function protocol(
  tx: Tx,
  error: ErrorRow,
  entry: Pick<typeof errorProtocol.$inferInsert, 'action' | 'at' | 'userName' | 'comment'>,
): Promise<void> {
  await tx.insert(errorProtocol).values({
    ...entry,
    errorId: error.id,
    componentKind: error.componentKind,
    severity: error.severity,
    stateCode: error.stateCode,
    componentRef: error.componentRef,
    faultCode: error.faultCode,
    messageKey: error.messageKey,
    messageText: error.messageText,
    occurrences: error.occurrences,
  });
}

// Raised: a new open error, or the open one of the device and code seen once more.
async function raise(tx: Tx, report: FaultReport): Promise<ErrorRow> {
  const { code } = report.body;
  const at = new Date(report.at);
  const { kind, severity } = faultClassOf(code);
  const [row] = await tx
    .insert(pendingErrors)
    .values({
      componentKind: kind,
      severity,
      stateCode: cantonOfDevice(report.deviceId) ?? 'CH',
      componentRef: report.deviceId,
      componentName: report.deviceId,
      faultCode: code,
      messageKey: FAULT_CLASSES[code] ? `monitoring.faultCodes.${code}` : null,
      messageText: FAULT_CLASSES[code] ? null : code,
      raisedAt: at,
      lastSeenAt: at,
    })
    .onConflictDoUpdate({
      target: [pendingErrors.componentRef, pendingErrors.faultCode],
      targetWhere: isNull(pendingErrors.resolvedAt),
      set: {
        occurrences: sql`${pendingErrors.occurrences} + 1`,
        lastSeenAt: sql`greatest(${pendingErrors.lastSeenAt}, excluded.last_seen_at)`,
      },
    })
    .returning();
  return row!;
}

// Cleared: the open error of the device and code is closed; clearing what is not open changes nothing.
async function clear(tx: Tx, report: FaultReport): Promise<ErrorRow | undefined> {
  const [row] = await tx
    .update(pendingErrors)
    .set({ resolvedAt: sql`greatest(${pendingErrors.raisedAt}, ${new Date(report.at)})` })
    .where(
      and(
        eq(pendingErrors.componentRef, report.deviceId),
        eq(pendingErrors.faultCode, report.body.code),
        isNull(pendingErrors.resolvedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * A report the device itself has overtaken: a later report of the same fault, stored by an earlier batch,
 * already said how it stands (a raise arriving after its clear must not reopen the error).
 */
async function overtaken(tx: Tx, report: FaultReport, batchSeqs: readonly number[]): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    sql`select 1 from device_report
        where device_id = ${report.deviceId} and seq > ${report.seq} and type = 'fault'
          and body->>'code' = ${report.body.code}
          and not (seq = any(${`{${batchSeqs.join(',')}}`}::bigint[]))
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * Turns newly stored fault reports into open errors and their protocol, in the ingest transaction: one
 * open error per device and fault code, counted up when raised again, closed when cleared. Faults are
 * the device's, whatever the mode of the command that revealed them. Reports are taken oldest first;
 * one the device has overtaken by a later report of the same fault changes nothing.
 */
export async function applyFaultReports(tx: Tx, reports: readonly DeviceReport[]): Promise<FaultChanges> {
  const changes: FaultChanges = { kinds: new Set(), states: new Set() };
  const faults = reports.filter(isFault).sort((a, b) => a.seq - b.seq);
  for (const report of faults) {
    const batchSeqs = faults.filter((f) => f.deviceId === report.deviceId).map((f) => f.seq);
    if (await overtaken(tx, report, batchSeqs)) continue;
    const raised = report.body.state === 'raised';
    const error = raised ? await raise(tx, report) : await clear(tx, report);
    if (!error) continue;
    await protocol(tx, error, { action: raised ? 'RAISED' : 'CLEARED', at: new Date(report.at) });
    changes.kinds.add(error.componentKind);
    if (error.stateCode) changes.states.add(error.stateCode);
  }
  return changes;
}
