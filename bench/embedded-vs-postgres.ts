// The same reads on the embedded database (PGlite, in the console's process) and on PostgreSQL
// (`DATABASE_URL`), in process through `app.inject` with 5,000 sirens and the demo events. Per backend the
// baseline is its own GET /health/live; the ratio of a case is PostgreSQL's time per call / PGlite's.

import { openTestAppWithAssets } from '../src/server/test-support/app.ts';
import type { Backend } from '../src/server/test-support/database.ts';
import { seedDemoEvents } from '../src/server/test-support/events.ts';
import { bearerOf } from '../src/server/test-support/login.ts';
import { benchRuns, type Case, figure, report } from './support.ts';

const CALLS = 200;
const ROUTES = [
  ['GET /health/live', '/health/live'],
  ['dashboard events', '/api/ecc/dashboard/events'],
  ['sirens grid, first page', '/api/scc/data/sirens?offset=0&limit=100'],
  ['sirens grid, page 20, sorted by name', '/api/scc/data/sirens?offset=2000&limit=100&sort=name:desc'],
  ['public CAP feed', '/api/public/cap/feed'],
] as const;

if (!process.env.DATABASE_URL) {
  console.log('bench/embedded-vs-postgres needs DATABASE_URL (a PostgreSQL server): skipped');
  process.exit(0);
}

async function timesOn(backend: Backend): Promise<number[][]> {
  const test = await openTestAppWithAssets(backend);
  try {
    await seedDemoEvents(test.app);
    const auth = await bearerOf(test.app, 'admin');
    const times = ROUTES.map(() => [] as number[]);
    for (let r = 0; r < benchRuns(); r++) {
      for (const [i, [, url]] of ROUTES.entries()) {
        for (let w = 0; w < 20; w++) await test.app.inject({ url, headers: auth });
        const started = performance.now();
        for (let c = 0; c < CALLS; c++) await test.app.inject({ url, headers: auth });
        times[i]!.push((performance.now() - started) / CALLS);
      }
    }
    return times;
  } finally {
    await test.close();
  }
}

const pglite = await timesOn('pglite');
const postgres = await timesOn('postgres');
const cases: Case[] = ROUTES.flatMap(([label], i) => {
  const embedded = figure(pglite[i]!, 'ms');
  const server = figure(postgres[i]!, 'ms');
  return [
    {
      label: `${label}, PostgreSQL`,
      figure: server,
      ratio: server.median / embedded.median,
      extra: { pgliteMs: embedded.median },
    },
  ];
});
report({
  name: 'embedded-vs-postgres',
  description: `time per call (${CALLS} sequential calls, app.inject); ratio PostgreSQL / PGlite`,
  runs: benchRuns(),
  cases,
  notes: ['PGlite runs inside the console process: its queries share the event loop with the requests.'],
});
