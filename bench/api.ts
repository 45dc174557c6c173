// Throughput of the console's hot reads under load (`npx node bench/api.ts`, part of `npm run bench`):
// the console (5,000 sirens, demo events, a published banner; embedded database unless
// BENCH_BACKEND=postgres) listens on BENCH_PORT; autocannon, in its own process, sends 20 connections
// for BENCH_SECONDS (default 5) per case. Baseline of the same run, interleaved run by run: the hello
// route GET /health/live (routing and serialisation, no database). Ratio: requests per second of the
// case / of the hello route. Also the grid's first page alone (one client, sequential) for its p99.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { openTestAppWithAssets } from '../src/server/test-support/app.ts';
import type { Backend } from '../src/server/test-support/database.ts';
import { seedDemoEvents } from '../src/server/test-support/events.ts';
import { bearerOf } from '../src/server/test-support/login.ts';
import { against, benchPort, benchRuns, type Case, figure, median, percentile, report } from './support.ts';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const GRID_CALLS = 300;
const backend = (process.env.BENCH_BACKEND ?? 'pglite') as Backend;

interface Load {
  rps: number;
  p99: number;
  statuses: Record<string, number>;
}

async function load(url: string, headers: Record<string, string>, seconds = SECONDS): Promise<Load> {
  const args = [
    'node_modules/autocannon/autocannon.js',
    '-j',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(seconds),
  ];
  // Every client asks for a compressed answer, as browsers, apps and CDNs do (the hello route's answer is
  // too small to be compressed either way).
  for (const [k, v] of Object.entries({ 'accept-encoding': 'br, gzip', ...headers }))
    args.push('-H', `${k}=${v}`);
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 1 << 24 });
  const result = JSON.parse(stdout);
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]),
  );
  return { rps: result.requests.average, p99: result.latency.p99, statuses };
}

const test = await openTestAppWithAssets(backend);
try {
  const { app } = test;
  await seedDemoEvents(app);
  const admin = await bearerOf(app, 'admin');
  const banner = {
    de: 'Sirenentest am Mittwoch',
    fr: 'Test des sirènes',
    it: 'Test delle sirene',
    en: 'Siren test',
  };
  const published = await app.inject({
    method: 'POST',
    url: '/api/ecc/banner/publish',
    headers: admin,
    payload: {
      title: banner,
      subtitle: banner,
      url: {
        de: 'https://www.alert.swiss/de',
        fr: 'https://www.alert.swiss/fr',
        it: 'https://www.alert.swiss/it',
        en: 'https://www.alert.swiss/en',
      },
      primaryLanguage: 'de',
    },
  });
  if (published.statusCode !== 200) throw new Error(`banner: ${published.body}`);
  const base = await app.listen({ port: benchPort(), host: '127.0.0.1' });
  const feedTag = (await fetch(`${base}/api/public/cap/feed`)).headers.get('etag') ?? '';
  const authorised = { authorization: admin.authorization };
  const cases: [string, string, Record<string, string>, 'read' | 'public' | 'conditional'][] = [
    ['dashboard events (authenticated)', '/api/ecc/dashboard/events', authorised, 'read'],
    ['banner (authenticated)', '/api/ecc/banner', authorised, 'read'],
    [
      'sirens grid, first page of 100 (authenticated)',
      '/api/scc/data/sirens?offset=0&limit=100',
      authorised,
      'read',
    ],
    ['public CAP feed', '/api/public/cap/feed', {}, 'public'],
    ['public banner', '/api/public/banner?lang=fr', {}, 'public'],
    [
      'public CAP feed, conditional (If-None-Match)',
      '/api/public/cap/feed',
      { 'if-none-match': feedTag },
      'conditional',
    ],
  ];
  // One warm-up second per route: the first calls compile code and fill caches.
  for (const [, url, headers] of [['', '/health/live', {}] as const, ...cases])
    await load(`${base}${url}`, headers, 1);
  const hello: Load[] = [];
  const measured = cases.map(() => [] as Load[]);
  for (let r = 0; r < benchRuns(); r++) {
    hello.push(await load(`${base}/health/live`, {}));
    for (const [i, [, url, headers]] of cases.entries())
      measured[i]!.push(await load(`${base}${url}`, headers));
  }
  const grid = [];
  for (let i = 0; i < GRID_CALLS; i++) {
    const started = performance.now();
    await fetch(`${base}/api/scc/data/sirens?offset=0&limit=100`, { headers: authorised }).then((r) =>
      r.arrayBuffer(),
    );
    grid.push(performance.now() - started);
  }
  const helloFigure = figure(
    hello.map((l) => l.rps),
    'req/s',
  );
  const targets = {
    read: { text: '≥ 0.25 of the hello route', met: (ratio: number) => ratio >= 0.25 },
    public: { text: '≥ 0.8 of the hello route', met: (ratio: number) => ratio >= 0.8 },
  };
  const results: Case[] = cases.map(([label, , , kind], i) => {
    const loads = measured[i]!;
    const c = against(
      helloFigure,
      label,
      figure(
        loads.map((l) => l.rps),
        'req/s',
      ),
      kind === 'conditional' ? undefined : targets[kind],
    );
    const answered304 = loads.every((l) => Object.keys(l.statuses).join() === '304');
    return {
      ...c,
      extra: { p99ms: median(loads.map((l) => l.p99)) },
      ...(kind === 'conditional' ? { target: 'every answer 304', met: answered304 } : {}),
    };
  });
  const gridP99 = percentile(grid.slice(20), 99);
  results.push({
    label: 'sirens grid first page, one client, sequential',
    figure: figure(grid.slice(20), 'ms'),
    extra: { p50ms: percentile(grid.slice(20), 50), p99ms: gridP99 },
    target: 'p99 ≤ 30 ms at 5,000 rows',
    met: gridP99 <= 30,
  });
  report({
    name: backend === 'pglite' ? 'api' : `api-${backend}`,
    description: `autocannon, ${CONNECTIONS} connections × ${SECONDS} s per case, ${backend}`,
    runs: benchRuns(),
    baseline: {
      label: 'GET /health/live',
      figure: helloFigure,
      extra: { p99ms: median(hello.map((l) => l.p99)) },
    },
    cases: results,
  });
} finally {
  await test.close();
}
process.exit(0);
