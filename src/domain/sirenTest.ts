import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import type { SirenResultState } from './alarming.ts';
import { CANTON_CODES } from './cantons.ts';
import { RowIdSchema } from './keys.ts';

/** The siren test's clock: dates and windows are Swiss local time (DOMAIN.md "Fleet and siren test"). */
export const SIREN_TEST_ZONE = 'Europe/Zurich';

/** The signals a siren test window sounds: the general alarm everywhere, the water alarm in near zones. */
export const SIREN_TEST_SIGNALS = ['GENERAL_ALARM', 'WATER_ALARM'] as const;
export type SirenTestSignal = (typeof SIREN_TEST_SIGNALS)[number];

/** Fault codes of the open errors a test leaves for its defective sirens (monitoring's grids show them). */
export const DEFECT_FAULT_CODES = { FAILED: 'SIREN_TEST_FAILED', NO_REPORT: 'SIREN_TEST_NO_REPORT' } as const;

/** Fault code of a siren's test result when a real alarm took the siren over (the real alarm wins). */
export const TAKEN_BY_REAL_ALARM = 'REAL_ALARM';

/** Days after the test within which a defect found by it must be repaired (and on-site checks confirmed). */
export const REPAIR_DAYS = 30;

/** A plan is PLANNED until started; RUNNING while active; DONE once stopped (then it is in the archive). */
export const SIREN_TEST_STATUSES = ['PLANNED', 'RUNNING', 'DONE'] as const;
export type SirenTestStatus = (typeof SIREN_TEST_STATUSES)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** First Wednesday of February of `year` (a February starting on a Wednesday: the 1st). */
export function firstWednesdayOfFebruary(year: number): string {
  const weekday = new Date(Date.UTC(year, 1, 1)).getUTCDay();
  return isoDate(year, 2, 1 + ((3 - weekday + 7) % 7));
}

/** Last Wednesday of November of `year`: the preparatory system test before February's test. */
export function lastWednesdayOfNovember(year: number): string {
  const weekday = new Date(Date.UTC(year, 10, 30)).getUTCDay();
  return isoDate(year, 11, 30 - ((weekday - 3 + 7) % 7));
}

/** The instant of a Swiss local date (yyyy-MM-dd) and time (HH:mm). */
export function zurichInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, SIREN_TEST_ZONE).getTime());
}

/** The Swiss local date (yyyy-MM-dd) of an instant. */
export function zurichDate(at: Date): string {
  const local = new TZDate(at.getTime(), SIREN_TEST_ZONE);
  return isoDate(local.getFullYear(), local.getMonth() + 1, local.getDate());
}

/**
 * The next test day after `now`: this year's first Wednesday of February if its test (until 16:30) is
 * still ahead, otherwise next year's.
 */
export function nextTestDate(now: Date): string {
  const year = new TZDate(now.getTime(), SIREN_TEST_ZONE).getFullYear();
  const thisYear = firstWednesdayOfFebruary(year);
  return zurichInstant(thisYear, DEFAULT_WINDOWS.WATER_ALARM.end) > now
    ? thisYear
    : firstWednesdayOfFebruary(year + 1);
}

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const DateSchema = z.iso.date();

/** A signal's time window on the test day (local time). */
export const TestWindowSchema = z
  .object({ start: TimeSchema, end: TimeSchema })
  .refine((w) => w.start < w.end, { params: { messageKey: 'sirenTest.errors.windowOrder' } });
export type TestWindow = z.infer<typeof TestWindowSchema>;

/** DOMAIN.md: general alarm from 13:30, water alarm from about 14:00, all over by 16:30. */
export const DEFAULT_WINDOWS: Record<SirenTestSignal, TestWindow> = {
  GENERAL_ALARM: { start: '13:30', end: '14:00' },
  WATER_ALARM: { start: '14:00', end: '16:30' },
};

/** One canton's windows; a canton not taking part is left out of the plan. */
export const CantonWindowsSchema = z.object({
  stateCode: z.enum(CANTON_CODES),
  windows: z.object({ GENERAL_ALARM: TestWindowSchema, WATER_ALARM: TestWindowSchema }),
});
export type CantonWindows = z.infer<typeof CantonWindowsSchema>;

/** Body of PUT {SCC}/sirentests/plan: the planned test (one planned test at a time). */
export const SirenTestPlanSchema = z
  .object({
    testDate: DateSchema,
    preparatoryDate: DateSchema,
    cantons: z
      .array(CantonWindowsSchema)
      .min(1)
      .max(CANTON_CODES.length)
      .refine((list) => new Set(list.map((c) => c.stateCode)).size === list.length, {
        params: { messageKey: 'sirenTest.errors.duplicateCanton' },
      }),
    /** Siren groups that take part besides the cantons' stationary sirens (empty: the cantons' sirens). */
    groupIds: z.array(RowIdSchema).max(200).default([]),
  })
  .refine((plan) => plan.preparatoryDate < plan.testDate, {
    path: ['preparatoryDate'],
    params: { messageKey: 'sirenTest.errors.preparatoryOrder' },
  });
export type SirenTestPlanInput = z.infer<typeof SirenTestPlanSchema>;

/**
 * The default proposal: the next test day, with its cycle's preparatory system test (last Wednesday of
 * November before it, which may already have taken place), every canton with the national windows.
 */
export function defaultPlan(now: Date): SirenTestPlanInput {
  const testDate = nextTestDate(now);
  return {
    testDate,
    preparatoryDate: lastWednesdayOfNovember(Number(testDate.slice(0, 4)) - 1),
    cantons: CANTON_CODES.map((stateCode) => ({ stateCode, windows: { ...DEFAULT_WINDOWS } })),
    groupIds: [],
  };
}

/** A siren test as the plan and the archive show it. */
export interface SirenTest extends SirenTestPlanInput {
  id: number;
  status: SirenTestStatus;
  /** The alarm task that commands the fleet while it runs. */
  alarmId: number | null;
  startedBy: string | null;
  startedAt: string | null;
  stoppedBy: string | null;
  stoppedAt: string | null;
}

/** A window of siren testing: from the earliest start to the latest end of a canton's windows. */
export interface SirenTestWindow {
  testId: number;
  status: SirenTestStatus;
  stateCodes: string[];
  start: string;
  end: string;
}

/** The window of a planned test (every canton's windows together), in instants. */
export function windowOf(plan: Pick<SirenTestPlanInput, 'testDate' | 'cantons'>): { start: Date; end: Date } {
  const times = plan.cantons.flatMap((c) => Object.values(c.windows));
  const start = times.map((w) => w.start).sort()[0] ?? DEFAULT_WINDOWS.GENERAL_ALARM.start;
  const end =
    times
      .map((w) => w.end)
      .sort()
      .at(-1) ?? DEFAULT_WINDOWS.WATER_ALARM.end;
  return { start: zurichInstant(plan.testDate, start), end: zurichInstant(plan.testDate, end) };
}

/** What one siren did in a test (the result page's column), from its alarm result state. */
export const SIREN_TEST_OUTCOMES = [
  'COMMANDED',
  'ACKNOWLEDGED',
  'SOUNDED',
  'FAILED',
  'NO_REPORT',
  'NOT_TESTED',
] as const;
export type SirenTestOutcome = (typeof SIREN_TEST_OUTCOMES)[number];

export function outcomeOf(state: SirenResultState): SirenTestOutcome {
  switch (state) {
    case 'SOUNDING':
    case 'FINISHED':
      return 'SOUNDED';
    case 'NO_ANSWER':
      return 'NO_REPORT';
    case 'SKIPPED':
      return 'NOT_TESTED';
    default:
      return state;
  }
}

/** Counts of one canton (or the nation) in a test; `taken` are sirens a real alarm took over. */
export type TestCounts = Record<SirenTestOutcome, number> & { total: number; taken: number };

export function emptyCounts(): TestCounts {
  return {
    total: 0,
    taken: 0,
    COMMANDED: 0,
    ACKNOWLEDGED: 0,
    SOUNDED: 0,
    FAILED: 0,
    NO_REPORT: 0,
    NOT_TESTED: 0,
  };
}

/** Sirens whose answer is still awaited. */
export const pendingOf = (c: TestCounts) => c.COMMANDED + c.ACKNOWLEDGED;

/**
 * The test's result (DOMAIN.md): the share of stationary sirens that worked, in per cent with one
 * decimal. Out-of-service sirens count as not working; sirens a real alarm took over are not counted.
 * Null while nothing counts.
 */
export function shareWorking(c: TestCounts): number | null {
  const counted = c.total - c.taken;
  return counted > 0 ? Math.round((c.SOUNDED / counted) * 1000) / 10 : null;
}

/** Figures of one canton in a test, and of the nation (`stateCode` CH). */
export interface CantonFigures {
  stateCode: string;
  counts: TestCounts;
  share: number | null;
}

/** GET {SCC}/sirentests/{id}/overview: per canton and national, with the test's progress. */
export interface SirenTestOverview {
  test: SirenTest;
  national: CantonFigures;
  cantons: CantonFigures[];
  /** Share of commanded sirens that have a final answer (or were given up), in per cent. */
  progress: number;
  /**
   * Share of the counted sirens that answered (sounded or reported a fault), in per cent with one decimal,
   * rounded down: never 100 while a siren has not answered. Null while nothing counts.
   */
  answered: number | null;
}

/** Adds one canton's counts to another's. */
export function addCounts(into: TestCounts, more: TestCounts): TestCounts {
  const sum = { ...into };
  for (const key of Object.keys(sum) as (keyof TestCounts)[]) sum[key] += more[key];
  return sum;
}

/** The figures a stopped test keeps: a siren still awaited at the stop did not report. */
export function finalCounts(c: TestCounts): TestCounts {
  return { ...c, NO_REPORT: c.NO_REPORT + pendingOf(c), COMMANDED: 0, ACKNOWLEDGED: 0 };
}

/** A canton's (or the nation's) figures from its counts. */
export function figuresOf(stateCode: string, counts: TestCounts): CantonFigures {
  return { stateCode, counts, share: shareWorking(counts) };
}

/** Progress of a test: answered (or given up) among the sirens counted, in whole per cent. */
export function progressOf(c: TestCounts): number {
  const counted = c.total - c.taken - c.NOT_TESTED;
  return counted > 0 ? Math.floor(((counted - pendingOf(c)) / counted) * 100) : 100;
}

/**
 * Sirens that answered among those counted (a missing report or a pending answer is no answer), in per
 * cent with one decimal, rounded down so that 100 means every siren answered.
 */
export function answeredShareOf(c: TestCounts): number | null {
  const counted = c.total - c.taken - c.NOT_TESTED;
  if (counted <= 0) return null;
  const answered = c.SOUNDED + c.FAILED;
  return answered >= counted ? 100 : Math.floor((answered / counted) * 1000) / 10;
}

/** One siren's line of the result page. */
export interface SirenTestSirenRow {
  sirenId: number;
  sirenCode: string;
  sirenName: string;
  stateCode: string;
  municipality: string;
  outcome: SirenTestOutcome;
  faultCode: string | null;
  updatedAt: string;
}

/** Why a siren is not ready for the test (readiness, days before). */
export const READINESS_ISSUES = [
  'OPEN_FAULT',
  'STALE_REPORT',
  'OUT_OF_SERVICE',
  'OUTDATED_FIRMWARE',
] as const;
export type ReadinessIssue = (typeof READINESS_ISSUES)[number];

/** A device that has not reported for this long is stale. */
export const STALE_REPORT_HOURS = 48;

export interface ReadinessSiren {
  sirenId: number;
  sirenCode: string;
  sirenName: string;
  stateCode: string;
  issues: ReadinessIssue[];
}

export interface CantonReadiness {
  stateCode: string;
  sirens: number;
  notReady: number;
  /** Share of the canton's sirens without an issue, in per cent with one decimal. */
  ready: number | null;
}

/** GET {SCC}/sirentests/readiness. */
export interface SirenTestReadiness {
  newestFirmware: string | null;
  cantons: CantonReadiness[];
  sirens: ReadinessSiren[];
}

/** A canton's on-site confirmation after the test (mobile sirens, acoustic checks). */
export const ConfirmationSchema = z.object({
  stateCode: z.enum(CANTON_CODES),
  mobileSirensChecked: z.boolean(),
  acousticChecksDone: z.boolean(),
  comment: z.string().trim().max(1000).default(''),
});
export type ConfirmationInput = z.infer<typeof ConfirmationSchema>;

/**
 * A confirmation states what was done: acoustic checks not done (or mobile sirens not checked) need a
 * remark that says why.
 */
export const confirmationExplained = (input: ConfirmationInput) =>
  (input.acousticChecksDone && input.mobileSirensChecked) || input.comment.trim() !== '';

export interface Confirmation extends Omit<ConfirmationInput, 'stateCode'> {
  stateCode: string;
  confirmedBy: string;
  confirmedAt: string;
}

/**
 * One test in the archive: its figures as stored when it was stopped. The archive files a test under the
 * day it ran (`ranOn`); `testDate` stays the day it was planned for, which may differ.
 */
export interface ArchivedTest {
  id: number;
  /** The Swiss day the test ran (was started); the planned day for a test without a start. */
  ranOn: string;
  /** The day the test was planned for. */
  testDate: string;
  national: CantonFigures;
  cantons: CantonFigures[];
  /**
   * The figures of the archive's row, in one scope: national for a national user, the canton's for a
   * cantonal user (`stateCode` says which).
   */
  scope: CantonFigures;
  /** Sirens of `scope` that failed or did not report. */
  defects: number;
  confirmations: Confirmation[];
}

/** Live topic `sirentest`: a test was planned, started, progressed or stopped (clients refetch). */
export interface SirenTestNotice {
  testId: number;
  status: SirenTestStatus;
}

/** GET {SCC}/sirentests/active: the running test, if any (the active-test pages and dated titles). */
export interface ActiveSirenTest {
  test: { id: number; testDate: string; stateCodes: string[] } | null;
}

/** Problem keys of the siren-test routes (texts under `problems.` in every language). */
export const SIREN_TEST_PROBLEMS = {
  notPlanned: 'sirenTest.errors.notPlanned',
  notRunning: 'sirenTest.errors.notRunning',
  alreadyRunning: 'sirenTest.errors.alreadyRunning',
  testRunning: 'sirenTest.errors.testRunning',
  pastDate: 'sirenTest.errors.pastDate',
  unknownTest: 'sirenTest.errors.unknownTest',
  notDone: 'sirenTest.errors.notDone',
  outsideTerritory: 'sirenTest.errors.outsideTerritory',
  notParticipating: 'sirenTest.errors.notParticipating',
  confirmationRequired: 'sirenTest.errors.confirmationRequired',
  checksNotExplained: 'sirenTest.errors.checksNotExplained',
} as const;

/** What a LIVE operator types before every participating siren sounds the test signal. */
export const SIREN_TEST_LIVE_CONFIRMATION = 'LIVE SIREN TEST';

/** Body of POST {SCC}/sirentests/plan/start (may be left out): LIVE needs the typed confirmation, EXERCISE none. */
export const SirenTestStartSchema = z
  .object({
    confirmation: z
      .string()
      .max(100)
      .optional()
      .describe(
        `LIVE only: the operator's typed "${SIREN_TEST_LIVE_CONFIRMATION}" (spaces around it ignored); without it ` +
          'a LIVE start is refused (422, params.pattern). EXERCISE needs none.',
      ),
  })
  // Fastify hands a left-out body to the check as null.
  .nullish();
export type SirenTestStartInput = z.infer<typeof SirenTestStartSchema>;

/** Whether a LIVE start's typed confirmation is the exact value (EXERCISE needs none). */
export const startConfirmed = (mode: string, confirmation: string | undefined) =>
  mode !== 'LIVE' || confirmation?.trim() === SIREN_TEST_LIVE_CONFIRMATION;
