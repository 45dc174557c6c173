import { and, asc, eq, gt, lt } from 'drizzle-orm';
import {
  ARCHIVE_RETENTION_DAYS,
  type ArchiveQuery,
  STATISTICS_PROBLEMS,
  type StatisticItem,
  type StatisticsAnswer,
} from '../../../domain/statistics.ts';
import type { Db } from '../../db/client.ts';
import { statisticsArchive } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';

const DAY_MS = 86_400_000;

const dateOf = (value: number | string | undefined) => (value === undefined ? undefined : new Date(value));
const latest = (a: Date, b: Date) => (a > b ? a : b);
const earliest = (a: Date, b: Date) => (a < b ? a : b);

/**
 * The period an archive request covers: minTimestamp to maxTimestamp, capped to what the archive keeps
 * (ARCHIVE_RETENTION_DAYS back, nothing after now). A range that ends before it starts is the client's mistake.
 */
export function cappedRange(query: Pick<ArchiveQuery, 'minTimestamp' | 'maxTimestamp'>, now: Date) {
  const min = dateOf(query.minTimestamp);
  const max = dateOf(query.maxTimestamp);
  if (min && max && min > max) throw new ProblemError(400, STATISTICS_PROBLEMS.emptyRange);
  const oldest = new Date(now.getTime() - ARCHIVE_RETENTION_DAYS * DAY_MS);
  const end = earliest(max ?? now, now);
  const start = earliest(latest(min ?? oldest, oldest), end);
  return { start, end };
}

/** Averages consecutive items of one metric down to at most `points` (a drawing needs no more). */
export function downsample(items: StatisticItem[], points: number): StatisticItem[] {
  if (items.length <= points) return items;
  const size = Math.ceil(items.length / points);
  const buckets = Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
  return buckets.map((bucket) => ({
    metric: bucket[0]!.metric,
    value: bucket.reduce((sum, item) => sum + item.value, 0) / bucket.length,
    startDate: bucket[0]!.startDate,
    endDate: bucket[bucket.length - 1]!.endDate,
  }));
}

function perMetric(items: StatisticItem[]): StatisticItem[][] {
  const groups = new Map<string, StatisticItem[]>();
  for (const item of items) groups.set(item.metric, [...(groups.get(item.metric) ?? []), item]);
  return [...groups.values()];
}

/**
 * GET statistics/system/archive: the archived days overlapping the capped range, values as numbers, each
 * day's period capped to the range, averaged down to `optimalRange` points per metric, one page of them.
 */
export async function archiveOf(db: Db, query: ArchiveQuery, now = new Date()): Promise<StatisticsAnswer> {
  const { start, end } = cappedRange(query, now);
  const rows = await db
    .select()
    .from(statisticsArchive)
    .where(
      and(
        lt(statisticsArchive.startDate, end),
        gt(statisticsArchive.endDate, start),
        query.metric ? eq(statisticsArchive.metric, query.metric) : undefined,
      ),
    )
    .orderBy(asc(statisticsArchive.metric), asc(statisticsArchive.startDate));
  const items = rows.map((row) => ({
    metric: row.metric,
    value: Number(row.value),
    startDate: latest(row.startDate, start).toISOString(),
    endDate: earliest(row.endDate, end).toISOString(),
  }));
  const drawn = perMetric(items).flatMap((series) => downsample(series, query.optimalRange));
  const first = query.page * query.limit;
  return {
    items: drawn.slice(first, first + query.limit),
    total: drawn.length,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
  };
}
