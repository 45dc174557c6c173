import {
  type AlarmProgress,
  type ResultTotals,
  SIREN_RESULT_STATES,
  type SirenResult,
  type SirenResultChange,
} from '../../../domain/alarming.ts';
import type { OperationMode } from '../../../domain/session.ts';

/** Whether a live `alarms/progress` message belongs to this console's operation mode (LIVE and EXERCISE stay apart). */
export function isProgressFor(payload: unknown, operationMode: OperationMode): payload is AlarmProgress {
  if (typeof payload !== 'object' || payload === null) return false;
  const message = payload as Partial<AlarmProgress>;
  return (
    typeof message.alarmId === 'number' &&
    message.operationMode === operationMode &&
    typeof message.totals === 'object' &&
    Array.isArray(message.changes)
  );
}

const newer = (change: SirenResultChange, row: SirenResult) =>
  Date.parse(change.updatedAt) >= Date.parse(row.updatedAt);

/**
 * The siren lines with the given changes applied, each only over an older line: a change that arrives
 * after the lines were read, but happened before, never sets a siren back.
 */
export function applyChanges(
  rows: readonly SirenResult[],
  changes: ReadonlyMap<number, SirenResultChange>,
): SirenResult[] {
  return rows.map((row) => {
    const change = changes.get(row.sirenId);
    return change && newer(change, row) ? { ...row, ...change } : row;
  });
}

/** Zero sirens in every state. */
export function emptyTotals(): ResultTotals {
  return Object.fromEntries(SIREN_RESULT_STATES.map((state) => [state, 0])) as ResultTotals;
}

/** Sirens per result state, per value of `key` (canton, bearer), in the order of first appearance. */
export function totalsBy<K>(rows: readonly SirenResult[], key: (row: SirenResult) => K) {
  const groups = new Map<K, ResultTotals>();
  for (const row of rows) {
    const value = key(row);
    const totals = groups.get(value) ?? emptyTotals();
    totals[row.state] += 1;
    groups.set(value, totals);
  }
  return [...groups].map(([value, totals]) => ({ value, totals }));
}

/** Sirens per result state over all lines. */
export function totalsOf(rows: readonly SirenResult[]): ResultTotals {
  return totalsBy(rows, () => 'all')[0]?.totals ?? emptyTotals();
}

/** Sirens still to report how their alarm went: commanded or acknowledged, not yet sounding. */
export function awaitingAnswer(totals: ResultTotals): number {
  return totals.COMMANDED + totals.ACKNOWLEDGED;
}
