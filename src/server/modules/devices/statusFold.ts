import type { DeviceReport } from '../../../devices/protocol.ts';
import type { SirenBearer } from '../../../domain/alarming.ts';

/** A device's last known condition as device_status keeps it. */
export interface DeviceCondition {
  deviceId: string;
  kind: string;
  lastSeq: number;
  /** The device's time of the newest report. */
  reportedAt: string;
  version: string | null;
  mains: boolean | null;
  batteryPercent: number | null;
  bearer: SirenBearer | null;
  faultCode: string | null;
}

const UNKNOWN = { version: null, mains: null, batteryPercent: null, bearer: null, faultCode: null };

/** What one report changes besides sequence, time and bearer (which every report moves). */
function applyBody(condition: DeviceCondition, body: DeviceReport['body']): DeviceCondition {
  switch (body.type) {
    case 'status':
      return { ...condition, version: body.version, mains: body.mains, batteryPercent: body.batteryPercent };
    case 'fault':
      if (body.state === 'raised') return { ...condition, faultCode: body.code };
      // Clearing another fault than the one raised changes nothing.
      return condition.faultCode === body.code ? { ...condition, faultCode: null } : condition;
    case 'firmware':
      return body.phase === 'activated' ? { ...condition, version: body.version } : condition;
    default:
      return condition;
  }
}

/**
 * A device's next condition from its current one (undefined: never heard of) and some of its reports in
 * any order: only reports newer than the current sequence number count, oldest first. Null when none does.
 */
export function nextCondition(
  current: DeviceCondition | undefined,
  reports: readonly DeviceReport[],
): DeviceCondition | null {
  const newer = reports
    .filter((r) => current === undefined || r.seq > current.lastSeq)
    .sort((a, b) => a.seq - b.seq);
  const [first] = newer;
  if (!first) return null;
  let condition: DeviceCondition = current ?? {
    deviceId: first.deviceId,
    kind: first.kind,
    ...UNKNOWN,
    lastSeq: 0,
    reportedAt: first.at,
  };
  for (const report of newer) {
    condition = {
      ...applyBody(condition, report.body),
      kind: report.kind,
      lastSeq: report.seq,
      reportedAt: report.at,
      bearer: report.bearer,
    };
  }
  return condition;
}
