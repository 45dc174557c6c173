import { describe, expect, it } from 'vitest';
import type { SirenResultChange } from '../../../domain/alarming.ts';
import { applyChanges, isProgressFor, totalsOf } from './progress.ts';
import { sirenLine, totals } from './testing/alarmFixtures.ts';

const change = (
  sirenId: number,
  state: SirenResultChange['state'],
  updatedAt: string,
): SirenResultChange => ({
  sirenId,
  state,
  faultCode: null,
  bearer: 'POLYCOM',
  attempts: 1,
  horn: false,
  updatedAt,
});

describe('live progress of an alarm task', () => {
  it('applies a change over an older line only: a late message never sets a siren back', () => {
    const rows = [
      sirenLine(1, { state: 'FINISHED', updatedAt: '2026-11-23T09:15:09Z' }),
      sirenLine(2, { state: 'ACKNOWLEDGED', updatedAt: '2026-11-23T09:15:03Z' }),
    ];
    const changes = new Map([
      [1, change(1, 'SOUNDING', '2026-11-23T09:15:05Z')],
      [2, change(2, 'SOUNDING', '2026-11-23T09:15:05Z')],
    ]);
    const applied = applyChanges(rows, changes);
    expect(applied.map((row) => row.state)).toEqual(['FINISHED', 'SOUNDING']);
    expect(totalsOf(applied)).toEqual(totals({ FINISHED: 1, SOUNDING: 1 }));
  });

  it('takes only messages of the console’s own operation mode', () => {
    const message = {
      alarmId: 5,
      operationMode: 'EXERCISE',
      status: 'RUNNING',
      totals: totals(),
      changes: [],
    };
    expect(isProgressFor(message, 'EXERCISE')).toBe(true);
    expect(isProgressFor(message, 'LIVE')).toBe(false);
    expect(isProgressFor({ alarmId: 5 }, 'EXERCISE')).toBe(false);
  });
});
