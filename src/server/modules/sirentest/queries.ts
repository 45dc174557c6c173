import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { SirenResultState } from '../../../domain/alarming.ts';
import { STATE_CH } from '../../../domain/session.ts';
import {
  type ActiveSirenTest,
  type ArchivedTest,
  addCounts,
  answeredShareOf,
  type CantonFigures,
  emptyCounts,
  figuresOf,
  outcomeOf,
  progressOf,
  SIREN_TEST_PROBLEMS,
  type SirenTest,
  type SirenTestOverview,
  type SirenTestSirenRow,
  type SirenTestWindow,
  TAKEN_BY_REAL_ALARM,
  type TestCounts,
  zurichDate,
} from '../../../domain/sirenTest.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  sirenAlarmResults as results,
  sirenTestConfirmations,
  sirenTests,
  stationarySirens,
} from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';

type TestRow = typeof sirenTests.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function testOf(row: TestRow): SirenTest {
  return {
    id: row.id,
    status: row.status,
    testDate: row.testDate,
    preparatoryDate: row.preparatoryDate,
    cantons: row.cantons,
    groupIds: row.groupIds,
    alarmId: row.alarmId,
    startedBy: row.startedBy,
    startedAt: iso(row.startedAt),
    stoppedBy: row.stoppedBy,
    stoppedAt: iso(row.stoppedAt),
  };
}

/** The test of one status (at most one is planned and one runs). */
export async function testWithStatus(
  db: Db | Tx,
  status: 'PLANNED' | 'RUNNING',
): Promise<TestRow | undefined> {
  const [row] = await db.select().from(sirenTests).where(eq(sirenTests.status, status));
  return row;
}

/** The running test or 404 `notRunning` (the active-test routes exist only while a test runs). */
export async function runningTest(db: Db | Tx): Promise<TestRow> {
  const row = await testWithStatus(db, 'RUNNING');
  if (!row) throw new ProblemError(404, SIREN_TEST_PROBLEMS.notRunning);
  return row;
}

export async function activeTest(db: Db): Promise<ActiveSirenTest> {
  const row = await testWithStatus(db, 'RUNNING');
  return {
    test: row
      ? { id: row.id, testDate: row.testDate, stateCodes: row.cantons.map((c) => c.stateCode) }
      : null,
  };
}

/** Counts per canton of a test's alarm task; a taken siren (real alarm) counts apart. */
export async function countsByCanton(db: Db | Tx, alarmId: number): Promise<Map<string, TestCounts>> {
  const rows = await db
    .select({
      stateCode: results.stateCode,
      state: results.state,
      taken: sql<boolean>`coalesce(${results.faultCode} = ${TAKEN_BY_REAL_ALARM}, false)`,
      n: sql<number>`count(*)::int`,
    })
    .from(results)
    .where(eq(results.alarmId, alarmId))
    .groupBy(results.stateCode, results.state, sql`3`);
  const byCanton = new Map<string, TestCounts>();
  for (const row of rows) {
    const counts = byCanton.get(row.stateCode) ?? emptyCounts();
    counts.total += row.n;
    if (row.taken) counts.taken += row.n;
    else counts[outcomeOf(row.state as SirenResultState)] += row.n;
    byCanton.set(row.stateCode, counts);
  }
  return byCanton;
}

/** National and per-canton figures from the counts; a cantonal actor gets their canton only. */
export function figuresFor(byCanton: Map<string, TestCounts>, actor: Actor | null) {
  const cantons: CantonFigures[] = [...byCanton]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([stateCode, counts]) => figuresOf(stateCode, counts));
  const national = figuresOf(STATE_CH, [...byCanton.values()].reduce(addCounts, emptyCounts()));
  const visible =
    !actor || actor.seesAllCantons ? cantons : cantons.filter((c) => c.stateCode === actor.stateCode);
  return { national, cantons: visible };
}

/** The running test's overview: per canton and national, with its progress. */
export async function overviewOf(db: Db, actor: Actor): Promise<SirenTestOverview> {
  const row = await runningTest(db);
  const byCanton = row.alarmId === null ? new Map() : await countsByCanton(db, row.alarmId);
  const figures = figuresFor(byCanton, actor);
  return {
    test: testOf(row),
    ...figures,
    progress: progressOf(figures.national.counts),
    answered: answeredShareOf(figures.national.counts),
  };
}

/** Every siren's line of the running test, by canton and code, within the actor's territory. */
export async function sirensOf(db: Db, actor: Actor): Promise<SirenTestSirenRow[]> {
  const row = await runningTest(db);
  if (row.alarmId === null) return [];
  const rows = await db
    .select({
      sirenId: results.sirenId,
      sirenCode: stationarySirens.code,
      sirenName: stationarySirens.name,
      stateCode: results.stateCode,
      municipality: stationarySirens.municipality,
      state: results.state,
      faultCode: results.faultCode,
      updatedAt: results.updatedAt,
    })
    .from(results)
    .innerJoin(stationarySirens, eq(stationarySirens.id, results.sirenId))
    .where(
      and(
        eq(results.alarmId, row.alarmId),
        actor.seesAllCantons ? undefined : eq(results.stateCode, actor.stateCode),
      ),
    )
    .orderBy(results.stateCode, stationarySirens.code);
  return rows.map(({ state, updatedAt, ...rest }) => ({
    ...rest,
    outcome: outcomeOf(state),
    updatedAt: updatedAt.toISOString(),
  }));
}

/** The planned test, if any. */
export async function plannedTest(db: Db): Promise<SirenTest | null> {
  const row = await testWithStatus(db, 'PLANNED');
  return row ? testOf(row) : null;
}

/** When a test ran: its start; a test without one (none in practice) at its planned window. */
const ranAt = sql`coalesce(${sirenTests.startedAt}, ${sirenTests.windowStart})`;

/**
 * Every done test, the last run first, with its frozen figures, defects and confirmations
 * (territory-filtered). A test is filed under the day it ran, which need not be the day it was planned for.
 */
export async function archiveOf(db: Db, actor: Actor): Promise<ArchivedTest[]> {
  const rows = await db
    .select()
    .from(sirenTests)
    .where(eq(sirenTests.status, 'DONE'))
    .orderBy(desc(ranAt), desc(sirenTests.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const inTerritory = (stateCode: string) => actor.seesAllCantons || stateCode === actor.stateCode;
  const confirmations = await db
    .select()
    .from(sirenTestConfirmations)
    .where(inArray(sirenTestConfirmations.testId, ids));
  return rows.map((row) => {
    const figures = row.figures ?? { national: figuresOf(STATE_CH, emptyCounts()), cantons: [] };
    // The row's figures in one scope: national users the nation's, cantonal users their canton's.
    const scope = actor.seesAllCantons
      ? figures.national
      : (figures.cantons.find((c) => c.stateCode === actor.stateCode) ??
        figuresOf(actor.stateCode, emptyCounts()));
    return {
      id: row.id,
      ranOn: row.startedAt ? zurichDate(row.startedAt) : row.testDate,
      testDate: row.testDate,
      national: figures.national,
      cantons: figures.cantons.filter((c) => inTerritory(c.stateCode)),
      scope,
      // Every siren that failed or did not report is a defect (stopTest records each with its deadline).
      defects: scope.counts.FAILED + scope.counts.NO_REPORT,
      confirmations: confirmations
        .filter((c) => c.testId === row.id && inTerritory(c.stateCode))
        .map((c) => ({
          stateCode: c.stateCode,
          mobileSirensChecked: c.mobileSirensChecked,
          acousticChecksDone: c.acousticChecksDone,
          comment: c.comment,
          confirmedBy: c.confirmedBy,
          confirmedAt: c.confirmedAt.toISOString(),
        })),
    };
  });
}

/**
 * The siren test windows (planned or running) overlapping [from, to): for whoever must not disturb a test,
 * e.g. firmware activations of update management. A window spans all of a test's cantons' windows; a
 * running test's lasts at least until now (it runs until stopped).
 */
export async function sirenTestWindowsBetween(db: Db | Tx, from: Date, to: Date): Promise<SirenTestWindow[]> {
  const windowEnd = sql<Date>`case when ${sirenTests.status} = 'RUNNING'
    then greatest(${sirenTests.windowEnd}, now()) else ${sirenTests.windowEnd} end`;
  const rows = await db
    .select({ row: sirenTests, end: sql<string>`${windowEnd}` })
    .from(sirenTests)
    .where(
      and(
        inArray(sirenTests.status, ['PLANNED', 'RUNNING']),
        lt(sirenTests.windowStart, to),
        gt(windowEnd, sql`${from.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(sirenTests.windowStart);
  return rows.map(({ row, end }) => ({
    testId: row.id,
    status: row.status,
    stateCodes: row.cantons.map((c) => c.stateCode),
    start: row.windowStart.toISOString(),
    end: new Date(end).toISOString(),
  }));
}
