import { describe, expect, it } from 'vitest';
import { cantonCap, failurePercent, planStages, type StageCounts, stageHalts } from './updates.ts';

const devices = (canton: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ deviceId: `FGP-${canton}-${i + 1}`, stateCode: canton }));
const counts = (failed: number): StageCounts => ({
  WAITING: 0,
  TRANSFERRING: 0,
  CHECKING: 0,
  DONE: 0,
  FAILED: failed,
});

describe('update rules', () => {
  it('puts a canary spread over the cantons first, then rings of rising size, every device once', () => {
    const all = [...devices('ZH', 20), ...devices('GL', 5)];
    const stages = planStages(all, 4, 3);
    expect(stages[0]?.map((d) => d.stateCode)).toEqual(['ZH', 'GL', 'ZH', 'GL']);
    expect(stages.map((s) => s.length)).toEqual([4, 3, 6, 12]);
    expect(new Set(stages.flat().map((d) => d.deviceId)).size).toBe(25);
  });

  it('lets at least one device of a canton update, and never more than its share', () => {
    expect(cantonCap(3, 10)).toBe(1);
    expect(cantonCap(450, 10)).toBe(45);
  });

  it('halts only above the threshold', () => {
    expect(failurePercent(counts(1), 3)).toBe(33.3);
    expect(stageHalts(counts(1), 10, 10)).toBe(false);
    expect(stageHalts(counts(2), 10, 10)).toBe(true);
  });
});
