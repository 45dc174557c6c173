import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoAssets } from '../db/seed/assets.ts';
import { insertDemoEvents } from '../db/seed/events.ts';
import { loadCantonBoundaries } from '../db/seed/geodata.ts';
import { insertDemoPendingErrors } from '../db/seed/monitoring.ts';
import { insertDemoSubscriptions } from '../db/seed/subscriptions.ts';
import { DEMO_USERS } from '../db/seed/users.ts';
import { insertDemoWakeups } from '../db/seed/wakeups.ts';
import type { RouteEntry } from '../fastify-types.ts';
import { openTestApp, type TestApp } from '../test-support/app.ts';
import { testBackends } from '../test-support/database.ts';
import { bearerOf } from '../test-support/login.ts';
import {
  ACCESS_MATRIX,
  type AccessRow,
  DEMO_USER_NAMES,
  type DemoUserName,
  EXPECTED,
  FIXTURE_CANTONS,
  type FixtureCanton,
  IN_CANTON,
  type Method,
  type Outcome,
  OWN_CANTON_PAIRS,
  type SharedFixture,
  TERRITORIAL_RESOURCES,
  type TerritorialFixture,
} from './access-matrix.ts';

type Fixtures = Record<TerritorialFixture, Record<FixtureCanton, number>> & Record<SharedFixture, number>;
type Headers = { authorization: string };

const HOME = new Map(DEMO_USERS.map((u) => [u.username, u.managedTerritory]));

/** Method and URL of every route that needs a row: the API docs are left out, HEAD twins of GET too. */
function routesNeedingRows(table: readonly RouteEntry[]): string[] {
  const keys = new Set<string>();
  for (const route of table) {
    if (route.url.startsWith('/api/docs')) continue;
    for (const method of route.methods) {
      const headTwin =
        method === 'HEAD' && table.some((r) => r.url === route.url && r.methods.includes('GET'));
      if (!headTwin) keys.add(`${method} ${route.url}`);
    }
  }
  return [...keys];
}

/** Routes without a row, and rows whose route is gone. */
function coverageGaps(table: readonly RouteEntry[], rows: readonly Pick<AccessRow, 'route'>[]) {
  const routes = routesNeedingRows(table);
  const named = rows.map((r) => r.route as string);
  return {
    withoutRow: routes.filter((route) => !named.includes(route)),
    withoutRoute: named.filter((route) => !routes.includes(route)),
  };
}

function isTerritorial(row: AccessRow): boolean {
  return row.fixture === 'event' || (TERRITORIAL_RESOURCES as readonly string[]).includes(row.fixture ?? '');
}

function expectedOf(row: AccessRow, user: DemoUserName, canton: FixtureCanton | null): Outcome {
  const key = EXPECTED.find((k) => row[k]?.includes(user)) ?? 'forbidden';
  if (!(key in OWN_CANTON_PAIRS)) return key as Outcome;
  const pair = OWN_CANTON_PAIRS[key as keyof typeof OWN_CANTON_PAIRS];
  return HOME.get(user) === canton ? pair.own : pair.other;
}

function fixtureId(row: AccessRow, fixtures: Fixtures, canton: FixtureCanton | null): number | undefined {
  if (!row.fixture) return undefined;
  const fixture = fixtures[row.fixture];
  if (typeof fixture === 'number') return fixture;
  if (!canton) throw new Error(`${row.route}: a territorial fixture needs a canton`);
  return fixture[canton];
}

function withId(value: unknown, id: number | undefined): unknown {
  if (value === '{id}') return id;
  if (Array.isArray(value)) return value.map((v) => withId(v, id));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withId(v, id)]));
  return value;
}

/** The request a row makes for a canton's fixture (the route's path parameters and query filled in). */
function requestOf(row: AccessRow, fixtures: Fixtures, canton: FixtureCanton | null): InjectOptions {
  const [method, pattern] = row.route.split(' ') as [Method, string];
  const id = fixtureId(row, fixtures, canton);
  const params: Record<string, string> = { ...row.params, ...(id === undefined ? {} : { id: String(id) }) };
  const path = pattern.replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`${row.route}: no value for ${name ?? '*'}`);
    return encodeURIComponent(value).replaceAll('%2F', '/');
  });
  const query = new URLSearchParams(
    Object.entries(row.query ?? {}).map(([k, v]) => [k, v.replaceAll('{canton}', canton ?? '')]),
  ).toString();
  const url = query ? `${path}?${query}` : path;
  if (method !== 'POST' && method !== 'PUT') return { method, url };
  return { method, url, payload: withId(row.body ?? {}, id) as InjectOptions['payload'] };
}

/** Whether a list answer holds the canton's fixture (a filter's value list: the canton's code). */
function lists(response: LightMyRequestResponse, canton: FixtureCanton | null, id: number | undefined) {
  const body = response.json();
  if (Array.isArray(body.values)) return body.values.includes(canton);
  const rows: { id?: number; eventId?: number }[] = Array.isArray(body) ? body : (body.items ?? []);
  return rows.some((r) => (r.eventId ?? r.id) === id);
}

function matches(outcome: Outcome, response: LightMyRequestResponse, listed: () => boolean): boolean {
  const status = response.statusCode;
  const refusedOrFailed = status === 401 || status === 403 || status >= 500;
  switch (outcome) {
    case 'ok':
      return status >= 200 && status < 300;
    case 'forbidden':
      return status === 403;
    case 'notFound':
      return status === 404;
    case 'listed':
      return status === 200 && listed();
    case 'unlisted':
      return status === 200 && !listed();
    case 'passes':
      return !refusedOrFailed;
    case 'reaches':
      return !refusedOrFailed && status !== 404;
  }
}

function describeAnswer(response: LightMyRequestResponse, expected: Outcome, listed: () => boolean): string {
  const status = response.statusCode;
  if (status === 200 && (expected === 'listed' || expected === 'unlisted'))
    return `200 ${listed() ? 'listed' : 'unlisted'}`;
  const problem = response.headers['content-type']?.includes('problem+json');
  return problem ? `${status} ${response.json().messageKey}` : String(status);
}

interface Mismatch {
  route: string;
  user: string;
  canton: string;
  expected: string;
  got: string;
}

function formatMismatches(mismatches: Mismatch[]): string {
  const header: Mismatch = {
    route: 'route',
    user: 'user',
    canton: 'canton',
    expected: 'expected',
    got: 'got',
  };
  const columns = Object.keys(header) as (keyof Mismatch)[];
  const all = [header, ...mismatches];
  const widths = columns.map((c) => Math.max(...all.map((m) => m[c].length)));
  const line = (m: Mismatch) => columns.map((c, i) => m[c].padEnd(widths[i]!)).join('  ');
  return `${mismatches.length} mismatches:\n${all.map(line).join('\n')}`;
}

/** Reads first, then writes, deletes last: no write takes away a row a later one is tried on. */
function executionOrder(rows: readonly AccessRow[]): AccessRow[] {
  const rank = (row: AccessRow) =>
    row.route.startsWith('GET ') ? 0 : row.route.startsWith('DELETE ') ? 2 : 1;
  return [...rows].sort((a, b) => rank(a) - rank(b));
}

/** The demo data on top of openTestApp's base seed; municipalities are left out, no row needs an area's reach. */
async function seedDemoRows(test: TestApp) {
  const boundaries = await loadCantonBoundaries();
  await test.database.db.transaction(async (tx) => {
    for (const step of [
      insertDemoEvents,
      insertDemoAssets,
      insertDemoSubscriptions,
      insertDemoPendingErrors,
      insertDemoWakeups,
    ])
      await step({ tx, boundaries });
  });
}

async function getJson(app: FastifyInstance, url: string, headers: Headers) {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`fixture lookup ${url}: ${response.statusCode}`);
  return response.json();
}

/** Demo rows picked deterministically: each resource's first row per canton, each canton's own published event. */
async function pickFixtures(app: FastifyInstance, tokens: Record<DemoUserName, Headers>): Promise<Fixtures> {
  const admin = tokens.admin;
  const inCanton = (canton: string) =>
    new URLSearchParams(Object.entries(IN_CANTON).map(([k, v]) => [k, v.replaceAll('{canton}', canton)]));
  const firstOf = async (url: string) => {
    const [first] = (await getJson(app, url, admin)).items as { id: number }[];
    if (!first) throw new Error(`no fixture at ${url}`);
    return first.id;
  };
  const events = (await getJson(app, '/api/ecc/events?state=ACTIVE&size=100', admin)).items as {
    eventId: number;
    owningState: string;
    affectedStates: string[];
  }[];
  const eventOf = (canton: string) => {
    const event = events.find((e) => e.owningState === canton && e.affectedStates.join() === canton);
    if (!event) throw new Error(`no published demo event of ${canton} alone`);
    return event.eventId;
  };
  const perCanton = async (lookup: (canton: FixtureCanton) => Promise<number> | number) => ({
    ZH: await lookup('ZH'),
    BE: await lookup('BE'),
  });

  const resources = {} as Record<(typeof TERRITORIAL_RESOURCES)[number], Record<FixtureCanton, number>>;
  for (const key of TERRITORIAL_RESOURCES)
    resources[key] = await perCanton((canton) => firstOf(`/api/scc/data/${key}?${inCanton(canton)}`));

  const saved = await app.inject({
    method: 'POST',
    url: '/api/ecc/banner',
    headers: tokens['nat.operator'],
    payload: {
      title: { de: 'Zugriffsmatrix', fr: '', it: '', en: '' },
      subtitle: { de: 'Testbanner', fr: '', it: '', en: '' },
      url: { de: 'https://www.example.ch', fr: '', it: '', en: '' },
      primaryLanguage: 'de',
    },
  });
  if (saved.statusCode !== 200) throw new Error(`banner fixture: ${saved.statusCode} ${saved.body}`);

  return {
    event: await perCanton(eventOf),
    ...resources,
    sirenmodels: await firstOf('/api/scc/data/sirenmodels?sort=id:asc&limit=1'),
    bannerLog: await firstOf('/api/ecc/banner/logs'),
  };
}

describe('the access matrix table', () => {
  it('names exactly the demo users of the seed', () => {
    expect([...DEMO_USER_NAMES].sort()).toEqual(DEMO_USERS.map((u) => u.username).sort());
  });

  it('gives each user one expectation per row, and own/other pairs only on territorial rows', () => {
    const problems = ACCESS_MATRIX.flatMap((row) => {
      const named = EXPECTED.flatMap((k) => row[k] ?? []);
      const twice = DEMO_USER_NAMES.filter((u) => named.filter((n) => n === u).length > 1);
      const pairs = Object.keys(OWN_CANTON_PAIRS).filter(
        (k) => row[k as keyof typeof OWN_CANTON_PAIRS] && !isTerritorial(row),
      );
      return [
        ...twice.map((u) => `${row.route}: ${u} twice`),
        ...pairs.map((k) => `${row.route}: ${k} without a territorial fixture`),
        ...(row.public && named.length ? [`${row.route}: public yet names users`] : []),
      ];
    });
    expect(problems).toEqual([]);
    expect(new Set(ACCESS_MATRIX.map((r) => r.route)).size).toBe(ACCESS_MATRIX.length);
  });

  it('names a route that has no row and a row whose route is gone', () => {
    const table: RouteEntry[] = [
      { methods: ['GET'], url: '/api/scc/me', access: { permissions: [] } },
      { methods: ['HEAD'], url: '/api/scc/me', access: { permissions: [] } },
      { methods: ['GET'], url: '/api/docs/json', access: { public: true } },
      { methods: ['POST'], url: '/api/scc/new', access: { permissions: [] } },
    ];
    expect(coverageGaps(table, [{ route: 'GET /api/scc/me' }, { route: 'GET /api/scc/old' }])).toEqual({
      withoutRow: ['POST /api/scc/new'],
      withoutRoute: ['GET /api/scc/old'],
    });
  });
});

describe.each(testBackends())('every route × every demo user × own and other canton on %s', (backend) => {
  let test: TestApp;
  let tokens: Record<DemoUserName, Headers>;
  let fixtures: Fixtures;

  beforeAll(async () => {
    test = await openTestApp(backend);
    await seedDemoRows(test);
    tokens = {} as Record<DemoUserName, Headers>;
    for (const user of DEMO_USER_NAMES) tokens[user] = await bearerOf(test.app, user);
    fixtures = await pickFixtures(test.app, tokens);
  }, 120_000);
  afterAll(() => test.close());

  it('has a row for every route and a route for every row', () => {
    expect(coverageGaps(test.app.routeTable, ACCESS_MATRIX)).toEqual({ withoutRow: [], withoutRoute: [] });
  });

  it('refuses every guarded route without a token and answers every public one', async () => {
    const mismatches: Mismatch[] = [];
    for (const row of executionOrder(ACCESS_MATRIX)) {
      const response = await test.app.inject(requestOf(row, fixtures, isTerritorial(row) ? 'ZH' : null));
      const status = response.statusCode;
      const fine = row.public ? status !== 401 && status !== 403 && status < 500 : status === 401;
      if (!fine)
        mismatches.push({
          route: row.route,
          user: '(no token)',
          canton: '',
          expected: row.public ? 'public' : '401',
          got: String(status),
        });
    }
    if (mismatches.length > 0) expect.fail(formatMismatches(mismatches));
  });

  it('answers each demo user as the table says', async () => {
    const mismatches: Mismatch[] = [];
    for (const row of executionOrder(ACCESS_MATRIX)) {
      if (row.public) continue;
      const cantons = isTerritorial(row) ? FIXTURE_CANTONS : [null];
      for (const canton of cantons) {
        const id = fixtureId(row, fixtures, canton);
        // The users of one row in parallel: every expectation of a row holds whoever comes first.
        const answers = await Promise.all(
          DEMO_USER_NAMES.map((user) =>
            test.app.inject({ ...requestOf(row, fixtures, canton), headers: tokens[user] }),
          ),
        );
        answers.forEach((response, index) => {
          const user = DEMO_USER_NAMES[index]!;
          const expected = expectedOf(row, user, canton);
          const listed = () => lists(response, canton, id);
          if (!matches(expected, response, listed))
            mismatches.push({
              route: row.route,
              user,
              canton: canton ? `${canton} ${HOME.get(user) === canton ? 'own' : 'other'}` : '',
              expected,
              got: describeAnswer(response, expected, listed),
            });
        });
      }
    }
    if (mismatches.length > 0) expect.fail(formatMismatches(mismatches));
  }, 90_000);
});
