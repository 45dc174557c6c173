import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { figures, zurichMidnight } from './current.ts';

export const ARCHIVE_JOB = 'statistics.archive';

// Hourly: the first run after Zurich midnight archives the day just ended; the others find it there.
const ARCHIVE_EVERY_MS = 3_600_000;

/** Archives yesterday's figures once (a day already archived, e.g. by another server, is kept). */
export async function archiveYesterday(app: FastifyInstance): Promise<void> {
  const from = zurichMidnight(1);
  const to = zurichMidnight(0);
  await app.database.db.execute(sql`
    insert into statistics_archive (metric, start_date, end_date, value)
    select f.metric, ${from}, ${to}, f.value from (${figures(from, to)}) f
    on conflict (metric, start_date) do nothing`);
}

async function scheduleNext(app: FastifyInstance, delayMs: number) {
  await app.jobs
    .schedule(ARCHIVE_JOB, {}, { delayMs, singletonKey: ARCHIVE_JOB })
    .catch((err: unknown) => app.log.warn({ err }, 'statistics archive not scheduled'));
}

/** The daily archive of the system statistics, run once across servers through the job queue. */
export function registerDailyArchive(app: FastifyInstance) {
  app.jobs.work(ARCHIVE_JOB, async () => {
    await scheduleNext(app, ARCHIVE_EVERY_MS);
    await archiveYesterday(app);
  });
  app.addHook('onReady', () => scheduleNext(app, 60_000));
}
