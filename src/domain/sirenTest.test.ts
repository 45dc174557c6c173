import { describe, expect, it } from 'vitest';
import {
  answeredShareOf,
  type ConfirmationInput,
  confirmationExplained,
  defaultPlan,
  emptyCounts,
  finalCounts,
  firstWednesdayOfFebruary,
  lastWednesdayOfNovember,
  nextTestDate,
  progressOf,
  SirenTestPlanSchema,
  shareWorking,
  startConfirmed,
  windowOf,
} from './sirenTest.ts';

describe('starting a siren test', () => {
  it('LIVE needs LIVE SIREN TEST typed exactly; EXERCISE needs nothing', () => {
    expect(startConfirmed('LIVE', undefined)).toBe(false);
    expect(startConfirmed('LIVE', 'OK')).toBe(false);
    expect(startConfirmed('LIVE', 'live siren test')).toBe(false);
    expect(startConfirmed('LIVE', 'LIVE SIREN TEST')).toBe(true);
    expect(startConfirmed('EXERCISE', undefined)).toBe(true);
  });
});

describe('the share of sirens that answered', () => {
  it('counts only sirens that answered, rounded down: never 100 while one is silent', () => {
    // 5138 sirens, 20 without report: 99.6 %, not 100 %.
    const counts = { ...emptyCounts(), total: 5138, SOUNDED: 5063, FAILED: 55, NO_REPORT: 20 };
    expect(answeredShareOf(counts)).toBe(99.6);
    expect(answeredShareOf({ ...emptyCounts(), total: 2000, SOUNDED: 1999, NO_REPORT: 1 })).toBe(99.9);
    expect(answeredShareOf({ ...emptyCounts(), total: 5, SOUNDED: 4, FAILED: 1 })).toBe(100);
    expect(answeredShareOf({ ...emptyCounts(), total: 5, SOUNDED: 4, COMMANDED: 1 })).toBe(80);
    expect(answeredShareOf({ ...emptyCounts(), total: 3, NOT_TESTED: 1, SOUNDED: 2 })).toBe(100);
    expect(answeredShareOf(emptyCounts())).toBeNull();
  });
});

describe('a canton’s on-site confirmation', () => {
  const done: ConfirmationInput = {
    stateCode: 'ZH',
    mobileSirensChecked: true,
    acousticChecksDone: true,
    comment: '',
  };
  it('needs a remark for any check not done', () => {
    expect(confirmationExplained(done)).toBe(true);
    expect(confirmationExplained({ ...done, acousticChecksDone: false })).toBe(false);
    expect(confirmationExplained({ ...done, mobileSirensChecked: false, comment: ' ' })).toBe(false);
    expect(confirmationExplained({ ...done, acousticChecksDone: false, comment: 'Sturm' })).toBe(true);
  });
});

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

  it('proposes the coming test day with its cycle’s preparatory test, even once that has taken place', () => {
    // After the preparatory test of 25.11.2026 the test of 03.02.2027 is still to be planned.
    expect(defaultPlan(new Date('2026-11-27T09:00:00Z'))).toMatchObject({
      preparatoryDate: '2026-11-25',
      testDate: '2027-02-03',
    });
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

describe('a siren test plan', () => {
  const plan = defaultPlan(new Date('2026-06-15T04:00:00Z'));
  it('has its preparatory system test before the test day, with a translated reason otherwise', () => {
    expect(SirenTestPlanSchema.safeParse(plan).success).toBe(true);
    for (const preparatoryDate of ['2027-02-03', '2027-02-10']) {
      const result = SirenTestPlanSchema.safeParse({ ...plan, preparatoryDate });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['preparatoryDate'],
          params: { messageKey: 'sirenTest.errors.preparatoryOrder' },
        }),
      ]);
    }
  });
});
