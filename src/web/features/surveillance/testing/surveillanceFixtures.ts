import type { SirenGroupSurveillanceRow, SirenSurveillanceRow } from '../../../../domain/devices.ts';

/** A Zurich siren that answered a minute before `now`, without fault. */
export function sirenRow(now: number, overrides: Partial<SirenSurveillanceRow> = {}): SirenSurveillanceRow {
  return {
    id: 1,
    code: 'ZH-0001',
    name: 'Zürich Schulhaus Milchbuck',
    stateCode: 'ZH',
    municipality: 'Zürich',
    east: 2683000,
    north: 1249000,
    deviceId: 'FGP-ZH-0001',
    outOfService: false,
    version: '4.2.1',
    mains: true,
    batteryPercent: 97,
    bearer: 'POLYCOM',
    faultCode: null,
    reportedAt: new Date(now - 60_000).toISOString(),
    stale: false,
    condition: 'OK',
    ...overrides,
  };
}

/** A Zurich group of 12 sirens, all answering. */
export function groupRow(
  now: number,
  overrides: Partial<SirenGroupSurveillanceRow> = {},
): SirenGroupSurveillanceRow {
  return {
    id: 1,
    name: 'Zürich Stadt',
    stateCode: 'ZH',
    purpose: 'GENERAL_ALARM',
    members: 12,
    ok: 12,
    fault: 0,
    stale: 0,
    outOfService: 0,
    oldestReportAt: new Date(now - 120_000).toISOString(),
    neverReported: 0,
    east: 2683000,
    north: 1248000,
    ...overrides,
  };
}
