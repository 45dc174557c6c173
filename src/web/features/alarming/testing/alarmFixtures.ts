import {
  type AlarmTaskDetail,
  isGenericTriggerSignal,
  type ResultTotals,
  type SirenResult,
} from '../../../../domain/alarming.ts';
import { emptyTotals } from '../progress.ts';

/** Totals with the given counts, zero elsewhere. */
export function totals(counts: Partial<ResultTotals> = {}): ResultTotals {
  return { ...emptyTotals(), ...counts };
}

/**
 * A running LIVE general alarm of two Zurich sirens, both commanded. Its reader may stop it while it runs
 * and repeat it (not a water alarm), as the server says to an operator of its canton.
 */
export function alarmTask(overrides: Partial<AlarmTaskDetail> = {}): AlarmTaskDetail {
  const status = overrides.status ?? 'RUNNING';
  return {
    mayStop: status === 'RUNNING',
    stopOutsideTerritory: false,
    mayRepeat: isGenericTriggerSignal(overrides.signal ?? 'GENERAL_ALARM'),
    repeatOutsideTerritory: false,
    id: 5,
    eventId: null,
    operationMode: 'LIVE',
    signal: 'GENERAL_ALARM',
    target: { kind: 'groups', groupIds: [3] },
    targetGroups: [{ id: 3, name: 'Ganzer Kanton Zürich', stateCode: 'ZH' }],
    stateCodes: ['ZH'],
    sirenCount: 2,
    status: 'RUNNING',
    startedBy: 'zh.operator',
    startedAt: '2026-11-23T09:15:02Z',
    stoppedBy: null,
    stoppedAt: null,
    finishedAt: null,
    repeatOf: null,
    totals: totals({ COMMANDED: 2 }),
    byCanton: [{ stateCode: 'ZH', totals: totals({ COMMANDED: 2 }) }],
    byBearer: [{ bearer: null, totals: totals({ COMMANDED: 2 }) }],
    hornsSounded: 0,
    openableEventId: null,
    ...overrides,
  };
}

/** A commanded Zurich siren line. */
export function sirenLine(sirenId: number, overrides: Partial<SirenResult> = {}): SirenResult {
  return {
    sirenId,
    sirenCode: `ZH-${String(sirenId).padStart(4, '0')}`,
    sirenName: `Sirene ${sirenId}`,
    stateCode: 'ZH',
    municipality: 'Winterthur',
    east: 2_697_000 + sirenId * 100,
    north: 1_262_000,
    deviceId: `FGP-ZH-${String(sirenId).padStart(4, '0')}`,
    state: 'COMMANDED',
    faultCode: null,
    bearer: null,
    attempts: 1,
    horn: false,
    updatedAt: '2026-11-23T09:15:02Z',
    ...overrides,
  };
}
