import { count } from 'drizzle-orm';
import type { CantonCode } from '../../../domain/cantons.ts';
import { STATE_CH } from '../../../domain/session.ts';
import {
  addCounts,
  DEFAULT_WINDOWS,
  emptyCounts,
  figuresOf,
  firstWednesdayOfFebruary,
  lastWednesdayOfNovember,
  type TestCounts,
  windowOf,
  zurichInstant,
} from '../../../domain/sirenTest.ts';
import type { Tx } from '../client.ts';
import { sirenTests, stationarySirens } from '../schema/index.ts';

/** Years of past siren tests the demo archive holds, up to this February's. */
const DEMO_YEARS = 10;

// A repeatable number in [0, 1) per year and canton (no randomness: every demo shows the same archive).
function unit(year: number, stateCode: string, salt: number): number {
  let h = year * 31 + salt;
  for (const char of stateCode) h = (h * 33 + char.charCodeAt(0)) % 2_147_483_647;
  return ((h * 48_271) % 2_147_483_647) / 2_147_483_647;
}

/** One canton's figures of a past test: about 98–99 % sounded (DOMAIN.md), the rest failed, silent or out of service. */
function pastCounts(year: number, stateCode: string, sirens: number): TestCounts {
  const notWorking = Math.round(sirens * (0.008 + unit(year, stateCode, 1) * 0.014));
  const failed = Math.round(notWorking * (0.5 + unit(year, stateCode, 2) * 0.2));
  const notTested = Math.min(notWorking - failed, Math.round(unit(year, stateCode, 3) * 2));
  return {
    ...emptyCounts(),
    total: sirens,
    SOUNDED: sirens - notWorking,
    FAILED: failed,
    NO_REPORT: notWorking - failed - notTested,
    NOT_TESTED: notTested,
  };
}

/** The archive of past siren tests, each stopped at its day's 16:30 with its figures per canton. */
export async function insertDemoSirenTests({ tx }: { tx: Tx }, now = new Date()): Promise<void> {
  const perCanton = await tx
    .select({ stateCode: stationarySirens.stateCode, n: count() })
    .from(stationarySirens)
    .groupBy(stationarySirens.stateCode)
    .orderBy(stationarySirens.stateCode);
  const windows = { ...DEFAULT_WINDOWS };
  const lastYear =
    now.getUTCFullYear() -
    (zurichInstant(firstWednesdayOfFebruary(now.getUTCFullYear()), '16:30') > now ? 1 : 0);
  const rows = Array.from({ length: DEMO_YEARS }, (_, i) => lastYear - i).map((year) => {
    const testDate = firstWednesdayOfFebruary(year);
    const cantons = perCanton.map(({ stateCode, n }) => figuresOf(stateCode, pastCounts(year, stateCode, n)));
    const plan = {
      testDate,
      cantons: perCanton.map(({ stateCode }) => ({ stateCode: stateCode as CantonCode, windows })),
    };
    const { start, end } = windowOf(plan);
    return {
      ...plan,
      status: 'DONE' as const,
      preparatoryDate: lastWednesdayOfNovember(year - 1),
      windowStart: start,
      windowEnd: end,
      operationMode: 'LIVE' as const,
      plannedBy: 'system',
      startedBy: 'system',
      startedAt: start,
      stoppedBy: 'system',
      stoppedAt: end,
      figures: {
        national: figuresOf(STATE_CH, cantons.map((c) => c.counts).reduce(addCounts, emptyCounts())),
        cantons,
      },
    };
  });
  if (rows.length > 0) await tx.insert(sirenTests).values(rows);
}
