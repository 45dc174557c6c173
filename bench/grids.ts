// Grid list endpoint over large tables (`DATABASE_URL=postgres://… node bench/grids.ts`): 1,000,000 rows in
// each of the audit log, the error protocol, the installation protocol, the alert-swiss log and the
// channel-test log on PostgreSQL, then the first page (100 rows) as the grids ask for it: default order,
// sorted by another column with a column filter, a day filter, a cantonal user's territory, a quick search.
// Target: a protocol's first page within 100 ms. Baseline, measured in the same run: GET /health/live
// (routing and serialisation only). Figures: p50 and p99 of 40 calls each after 5 warm-up calls, none of
// them answered from the kept answers.

import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { insertDemoEvents } from '../src/server/db/seed/events.ts';
import { loadCantonBoundaries } from '../src/server/db/seed/geodata.ts';
import { insertMunicipalities } from '../src/server/db/seed/municipalities.ts';
import { openTestApp } from '../src/server/test-support/app.ts';
import { bearerOf } from '../src/server/test-support/login.ts';
import { addUserLike } from '../src/server/test-support/users.ts';
import { figure, report } from './support.ts';

const ROWS = 1_000_000;
const CALLS = 40;

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
    // Every call reads the database, as the first read after a change does: kept answers (ADR 0023)
    // would otherwise answer from memory.
    app.reads.stale();
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
const test = await openTestApp('postgres');
const { app, database, close } = test;

const CHUNK = 10_000;

/** A million rows in chunks: one statement for all would outlast the console's statement timeout. */
async function inChunks(statement: (from: number, to: number) => SQL) {
  for (let from = 1; from <= ROWS; from += CHUNK)
    await database.db.execute(statement(from, Math.min(ROWS, from + CHUNK - 1)));
}

/** 5,000 device errors, each raised, acknowledged and cleared many times: 1,000,000 rows, one a second. */
async function seedErrorProtocol() {
  const started = performance.now();
  await database.db.execute(sql`
    insert into pending_error (component_kind, severity, state_code, component_ref, component_name, fault_code,
      message_key, raised_at, last_seen_at, resolved_at)
    select 'POLYALERT', 'ERROR', c, 'FGP-' || c || '-' || lpad(i::text, 4, '0'), 'FGP-' || c || '-' || lpad(i::text, 4, '0'),
      'AMPLIFIER', 'monitoring.faultCodes.AMPLIFIER', now() - interval '30 days', now(), now()
    from generate_series(1, 1000) as i, unnest(array['ZH','BE','TI','VS','SO']) as c`);
  await inChunks(
    (from, to) => sql`
    insert into error_protocol (error_id, at, action, component_kind, severity, state_code, component_ref,
      fault_code, message_key, occurrences, user_name, comment)
    select e.id, now() - make_interval(secs => i),
           (array['RAISED','RAISED','ACKNOWLEDGED','CLEARED'])[1 + i % 4],
           (array['POLYALERT','POLYALERT','POLYALERT','NETWORK'])[1 + (i / 4) % 4],
           'ERROR', e.state_code, e.component_ref, e.fault_code, e.message_key, 1 + i % 7,
           case when i % 4 = 2 then 'zh.operator' end, case when i % 4 = 2 then 'Techniker unterwegs' end
    from generate_series(${from}::int, ${to}::int) as i
    join pending_error e on e.id = (select min(id) from pending_error) + i % 5000`,
  );
  await database.db.execute(sql`analyze error_protocol`);
  console.log(
    `${ROWS.toLocaleString('en')} error protocol rows inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
/** The other protocols at 1,000,000 rows each: installations, alert-swiss deliveries, channel tests. */
async function seedOtherProtocols() {
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    await insertMunicipalities({ tx });
    await insertDemoEvents({ tx, boundaries: await loadCantonBoundaries() });
  });
  await inChunks(
    (from, to) => sql`
    insert into installation_protocol (at, action, device_id, device_kind, state_code, previous_version, version,
      user_name)
    select now() - make_interval(secs => i),
           (array['COMMISSIONED','REPLACED','FIRMWARE_CHANGED','FIRMWARE_CHANGED'])[1 + i % 4],
           'FGP-' || (array['ZH','BE','TI','VS','SO'])[1 + i % 5] || '-' || lpad((i % 1000)::text, 4, '0'), 'FGP',
           (array['ZH','BE','TI','VS','SO'])[1 + i % 5], '4.1.' || (i % 9), '4.2.' || (i % 9), 'device'
    from generate_series(${from}::int, ${to}::int) as i`,
  );
  await inChunks(
    (from, to) => sql`
    insert into alertswiss_delivery (message_identifier, event_id, version, message_type, languages, state_codes,
      delivered_at, subscribers_reached, failure)
    select 'bench.' || i, (select min(id) from event), 1 + i % 3,
           (array['ALARM','WARNING','INFORMATION'])[1 + i % 3], array['de','fr','it','en'],
           array[(array['ZH','BE','TI','VS','SO'])[1 + i % 5]], now() - make_interval(secs => i), 2000000,
           case when i % 50 = 0 then 'UNAVAILABLE' end
    from generate_series(${from}::int, ${to}::int) as i`,
  );
  await inChunks(
    (from, to) => sql`
    insert into channel_test (channel, tested_at, tested_by, state_code, outcome, round_trip_ms, detail)
    select (array['ALERTSWISS','ICARO','EMAIL'])[1 + i % 3], now() - make_interval(secs => i), 'device.admin',
           (array['ZH','BE','TI','VS','SO'])[1 + i % 5], (array['OK','OK','OK','FAILED'])[1 + i % 4], 20 + i % 300,
           'bench ' || i
    from generate_series(${from}::int, ${to}::int) as i`,
  );
  await database.db.execute(sql`analyze installation_protocol`);
  await database.db.execute(sql`analyze alertswiss_delivery`);
  await database.db.execute(sql`analyze channel_test`);
  console.log(
    `3 × ${ROWS.toLocaleString('en')} installation, alert-swiss and channel-test rows inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

try {
  const started = performance.now();
  await inChunks(
    (from, to) => sql`
    insert into audit_log (at, user_name, organisation, action, entity, entity_id, before, after)
    select now() - make_interval(secs => i),
           (array['admin','zh.operator','be.operator','device.admin','so.operator'])[1 + i % 5],
           (array['CH-NAZ','ZH-KAPO','BE-KAPO','CH-DEVICE','SO-KAPO'])[1 + i % 5],
           (array['created','updated','deleted'])[1 + i % 3],
           (array['sirens','persons','organisations','sirengroups','locations','mobilesirens'])[1 + i % 6],
           (i % 5000)::text,
           jsonb_build_object('remark', 'vorher ' || i),
           jsonb_build_object('remark', 'nachher ' || i)
    from generate_series(${from}::int, ${to}::int) as i`,
  );
  await database.db.execute(sql`analyze audit_log`);
  console.log(
    `${ROWS.toLocaleString('en')} audit rows inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await seedErrorProtocol();
  await seedOtherProtocols();
  const auth = await bearerOf(app, 'admin');
  const zurich = await bearerOf(app, 'zh.operator');
  // A Zurich device administrator: cantonal operators do not read the installation protocol.
  const zurichDevices = await bearerOf(
    app,
    await addUserLike(test, 'zh.operator', 'zh.devices', ['DEVICE_ADMINISTRATOR']),
  );
  const base = '/api/scc/data/auditlog?offset=0&limit=100';
  const errors = '/api/scc/data/errorprotocolpoa?offset=0&limit=100';
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const cases = [
    ['GET /health/live', '/health/live'],
    ['first page, newest first', base],
    [
      'first page, sorted by user, filter entity = sirens',
      `${base}&sort=userName:asc&filter=${filter({ entity: { filterType: 'set', values: ['sirens'] } })}`,
    ],
    ['first page, quick search "zh.operator" (every 5th row)', `${base}&q=zh.operator`],
    ['first page, quick search "123456" (one row)', `${base}&q=123456`],
    ['error protocol: first page, newest first', errors],
    ['error protocol: first page, Zurich operator (own canton)', errors, zurich],
    [
      'error protocol: first page, one day (two days ago)',
      `${errors}&filter=${filter({ at: { filterType: 'date', type: 'equals', dateFrom: twoDaysAgo } })}`,
    ],
    [
      'error protocol: first page, action = CLEARED, by component',
      `${errors}&sort=componentRef:asc&filter=${filter({ action: { filterType: 'set', values: ['CLEARED'] } })}`,
    ],
    ['error protocol: first page, quick search "FGP-ZH-0012"', `${errors}&q=FGP-ZH-0012`],
    [
      'installation protocol: first page, newest first',
      '/api/scc/data/installationprotocol?offset=0&limit=100',
    ],
    [
      'installation protocol: first page, Zurich device administrator (own canton)',
      '/api/scc/data/installationprotocol?offset=0&limit=100',
      zurichDevices,
    ],
    ['alert-swiss log: first page, newest first', '/api/scc/data/alertswissprotocol?offset=0&limit=100'],
    ['channel-test log: first page, newest first', '/api/scc/data/channeltest?offset=0&limit=100'],
  ] as const;
  const results = [];
  for (const [label, url, headers = auth] of cases)
    results.push({ label, ...(await timed(app, url, url === '/health/live' ? {} : headers)) });
  const [hello, ...measured] = results;
  report({
    name: 'grids',
    description: `${ROWS.toLocaleString('en')} rows in each of the audit log and the five protocols on PostgreSQL, first page of 100 (${CALLS} calls each)`,
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
