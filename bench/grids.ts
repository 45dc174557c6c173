// Grid list endpoint over a large audit log (`DATABASE_URL=postgres://… node bench/grids.ts`): 1,000,000
// audit rows on PostgreSQL, then the first page (100 rows) of GET /api/scc/data/auditlog as the grid asks
// for it: default order, sorted by another column with a column filter, and a quick search. Baseline,
// measured in the same run: GET /health/live (routing and serialisation only). Figures: p50 and p99 of
// 40 calls each after 5 warm-up calls.

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openTestApp } from '../src/server/test-support/app.ts';
import { bearerOf } from '../src/server/test-support/login.ts';
import { figure, report } from './support.ts';

const ROWS = 1_000_000;
const CALLS = 40;
const CHUNK = 100_000;

if (!process.env.DATABASE_URL) {
  console.log('bench/grids needs DATABASE_URL (a PostgreSQL server): skipped');
  process.exit(0);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
// Target (issue 18): the first page, sorted and filtered, ≤ 100 ms.
const TARGET_MS = 100;

async function timed(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const call = async () => {
    const started = performance.now();
    const response = await app.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) times.push(await call());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), figure: figure(times, 'ms') };
}

const filter = (model: unknown) => encodeURIComponent(JSON.stringify(model));
const { app, database, close } = await openTestApp('postgres');
try {
  const started = performance.now();
  // In chunks: each statement stays within the statement timeout on a busy machine.
  for (let from = 1; from <= ROWS; from += CHUNK) {
    await database.db.execute(sql`
    insert into audit_log (at, user_name, organisation, action, entity, entity_id, before, after)
    select now() - make_interval(secs => i),
           (array['admin','zh.operator','be.operator','device.admin','so.operator'])[1 + i % 5],
           (array['CH-NAZ','ZH-KAPO','BE-KAPO','CH-DEVICE','SO-KAPO'])[1 + i % 5],
           (array['created','updated','deleted'])[1 + i % 3],
           (array['sirens','persons','organisations','sirengroups','locations','mobilesirens'])[1 + i % 6],
           (i % 5000)::text,
           jsonb_build_object('remark', 'vorher ' || i),
           jsonb_build_object('remark', 'nachher ' || i)
    from generate_series(${from}::int, ${Math.min(ROWS, from + CHUNK - 1)}::int) as i`);
  }
  await database.db.execute(sql`analyze audit_log`);
  console.log(
    `${ROWS.toLocaleString('en')} audit rows inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const auth = await bearerOf(app, 'admin');
  const base = '/api/scc/data/auditlog?offset=0&limit=100';
  const cases = [
    ['GET /health/live', '/health/live'],
    ['first page, newest first', base],
    [
      'first page, sorted by user, filter entity = sirens',
      `${base}&sort=userName:asc&filter=${filter({ entity: { filterType: 'text', type: 'equals', filter: 'sirens' } })}`,
    ],
    ['first page, quick search "zh.operator" (every 5th row)', `${base}&q=zh.operator`],
    ['first page, quick search "123456" (one row)', `${base}&q=123456`],
  ] as const;
  const results = [];
  for (const [label, url] of cases)
    results.push({ label, ...(await timed(app, url, url === '/health/live' ? {} : auth)) });
  const [hello, ...measured] = results;
  report({
    name: 'grids',
    description: `${ROWS.toLocaleString('en')} audit rows on PostgreSQL, first page of 100 (${CALLS} calls each)`,
    runs: CALLS,
    baseline: { label: hello!.label, figure: hello!.figure, extra: { p99ms: hello!.p99 } },
    cases: measured.map((r) => ({
      label: r.label,
      figure: r.figure,
      ratio: r.p50 / hello!.p50,
      extra: { p50ms: r.p50, p99ms: r.p99 },
      target: `p50 ≤ ${TARGET_MS} ms`,
      met: r.p50 <= TARGET_MS,
    })),
  });
} finally {
  await close();
}
