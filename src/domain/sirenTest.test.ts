import { describe, expect, it } from 'vitest';
import {
  defaultPlan,
  emptyCounts,
  finalCounts,
  firstWednesdayOfFebruary,
  lastWednesdayOfNovember,
  nextTestDate,
  progressOf,
  shareWorking,
  windowOf,
} from './sirenTest.ts';

describe('the siren test day', () => {
  it('is the first Wednesday of February, every year', () => {
    expect(firstWednesdayOfFebruary(2027)).toBe('2027-02-03');
    expect(firstWednesdayOfFebruary(2028)).toBe('2028-02-02');
    expect(firstWednesdayOfFebruary(2026)).toBe('2026-02-04');
    expect(firstWednesdayOfFebruary(2029)).toBe('2029-02-07');
  });

  it('is the 1st when February starts on a Wednesday', () => {
    expect(firstWednesdayOfFebruary(2023)).toBe('2023-02-01');
    expect(firstWednesdayOfFebruary(2034)).toBe('2034-02-01');
  });

  it('has its preparatory system test on the last Wednesday of November before', () => {
    expect(lastWednesdayOfNovember(2026)).toBe('2026-11-25');
    expect(lastWednesdayOfNovember(2025)).toBe('2025-11-26');
    // November 2023 ends on a Thursday: the 29th.
    expect(lastWednesdayOfNovember(2023)).toBe('2023-11-29');
  });

  it('is proposed for this February until its test is over, then for next year (Swiss time)', () => {
    expect(nextTestDate(new Date('2026-11-26T04:00:00Z'))).toBe('2027-02-03');
    expect(nextTestDate(new Date('2027-01-10T10:00:00Z'))).toBe('2027-02-03');
    // 16:29 in Zurich (UTC+1 in winter) on the day: still this year's; 16:30 it is over.
    expect(nextTestDate(new Date('2027-02-03T15:29:00Z'))).toBe('2027-02-03');
    expect(nextTestDate(new Date('2027-02-03T15:30:00Z'))).toBe('2028-02-02');
  });

  it('proposes every canton at 13:30 (general alarm) and 14:00 (water alarm), Zurich time', () => {
    const plan = defaultPlan(new Date('2026-11-26T04:00:00Z'));
    expect(plan).toMatchObject({ testDate: '2027-02-03', preparatoryDate: '2026-11-25', groupIds: [] });
    expect(plan.cantons).toHaveLength(26);
    const { start, end } = windowOf(plan);
    expect(start.toISOString()).toBe('2027-02-03T12:30:00.000Z');
    expect(end.toISOString()).toBe('2027-02-03T15:30:00.000Z');
  });
});

describe('the share of working sirens', () => {
  it('counts out-of-service sirens as not working and leaves out those a real alarm took', () => {
    const counts = {
      ...emptyCounts(),
      total: 1000,
      taken: 10,
      SOUNDED: 975,
      FAILED: 8,
      NO_REPORT: 5,
      NOT_TESTED: 2,
    };
    expect(shareWorking(counts)).toBe(98.5);
    expect(progressOf(counts)).toBe(100);
    expect(shareWorking(emptyCounts())).toBeNull();
  });

  it('freezes a siren still awaited at the stop as not reported', () => {
    const counts = { ...emptyCounts(), total: 10, SOUNDED: 6, COMMANDED: 1, ACKNOWLEDGED: 3 };
    expect(progressOf(counts)).toBe(60);
    expect(finalCounts(counts)).toMatchObject({ NO_REPORT: 4, COMMANDED: 0, ACKNOWLEDGED: 0, SOUNDED: 6 });
  });
});
