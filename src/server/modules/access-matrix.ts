/**
 * Who gets what from every route (issue 11): one row per method and URL as Fastify registers them, tried
 * by access-matrix.test.ts for every demo user, on a fixture row in Zurich and one in Bern where the
 * route is territorial. A user a row does not name gets 403. The API documentation (/api/docs…) is
 * left out by rule, and a HEAD route is covered by the GET row of its URL.
 */

export const DEMO_USER_NAMES = [
  'admin',
  'nat.operator',
  'zh.operator',
  'zh.operator2',
  'be.operator',
  'so.operator',
  'zh.viewer',
  'zh.group',
  'zh.trainee',
  'device.admin',
] as const;

export type DemoUserName = (typeof DEMO_USER_NAMES)[number];

/** The cantons every territorial fixture exists in: own canton for Zurich's and Bern's users, other for the rest. */
export const FIXTURE_CANTONS = ['ZH', 'BE'] as const;
export type FixtureCanton = (typeof FIXTURE_CANTONS)[number];

/** The /data resources whose rows belong to a canton (registry `territoryField`). */
export const TERRITORIAL_RESOURCES = [
  'organisations',
  'persons',
  'applicationusers',
  'subscriptions',
  'locations',
  'sirens',
  'sirenoperations',
  'sirengroups',
  'mobilesirens',
  'fgps',
  'fgpscom',
  'fgpsoperation',
  'kgps',
  'kgpscom',
  'kgpsoperation',
  'ksps',
  'console',
  'curerrorpoa',
  'curerrornetwork',
  'errorprotocolpoa',
  'errorprotocolnetwork',
  'installationprotocol',
  'auditlog',
] as const;

/** Fixture rows that exist once in each of FIXTURE_CANTONS: a published LIVE event, a row of each resource. */
export type TerritorialFixture = 'event' | (typeof TERRITORIAL_RESOURCES)[number];

/** Fixture rows that belong to no canton. */
export type SharedFixture = 'bannerLog' | 'sirenmodels';

/**
 * What a user gets. Single outcomes hold in either canton:
 * - ok: 2xx; forbidden: 403; notFound: 404 (another canton's or mode's row does not exist for the user);
 * - listed / unlisted: 200 and the fixture of the canton is in the answer's rows (a value list: the canton);
 * - passes: the guard lets the request through (anything but 401, 403 or 5xx; writes go with a minimal body);
 * - reaches: the guard and the territory let it through (also not 404).
 * The own… pairs differ by canton, as OWN_CANTON_PAIRS says.
 */
export const EXPECTED = [
  'ok',
  'forbidden',
  'notFound',
  'listed',
  'unlisted',
  'passes',
  'reaches',
  'ownOnly',
  'ownListed',
  'ownReaches',
] as const;

export type Expected = (typeof EXPECTED)[number];
export type Outcome = Exclude<Expected, keyof typeof OWN_CANTON_PAIRS>;

/** Outcomes in the user's own canton and in any other one (national users have no own canton here). */
export const OWN_CANTON_PAIRS = {
  ownOnly: { own: 'ok', other: 'notFound' },
  ownListed: { own: 'listed', other: 'unlisted' },
  ownReaches: { own: 'reaches', other: 'notFound' },
} as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type AccessRow = {
  route: `${Method} /${string}`;
  /** Open without a token: the row is only asked to answer without 401 or 403. */
  public?: true;
  /** Fills `:id` (and `{canton}`, `"{id}"` below); a territorial fixture is tried in each of FIXTURE_CANTONS. */
  fixture?: TerritorialFixture | SharedFixture;
  /** Other path parameters. */
  params?: Record<string, string>;
  /** Query parameters; `{canton}` inside a value becomes the fixture's canton. */
  query?: Record<string, string>;
  /** Body of a write (default `{}`); the string "{id}" becomes the fixture's id. */
  body?: unknown;
} & { [outcome in Expected]?: readonly DemoUserName[] };

const NATIONAL = ['admin', 'nat.operator'] as const;
/** Cantonal operators in LIVE mode (zh.group is a group login, otherwise the same). */
const OPERATORS = ['zh.operator', 'zh.operator2', 'be.operator', 'so.operator', 'zh.group'] as const;
/** Every cantonal user: the trainee's EXERCISE mode only matters for events. */
const CANTONAL = [...OPERATORS, 'zh.trainee', 'zh.viewer'] as const;
const DEVICE_ADMIN = 'device.admin';
/** Holders of WATER_ALARM_EDIT: the national administrator and every cantonal operator. */
const WATER = ['admin', ...OPERATORS, 'zh.trainee'] as const;
/** Holders of the device and asset management rights (STATIONARYSIREN_MGMT_RIGHT_VIEW, FGP_…, KGP_…). */
const DEVICE_MANAGERS = ['admin', DEVICE_ADMIN] as const;
const EVERYONE = DEMO_USER_NAMES;
/** Holders of ADMINISTRATION_VIEW and TEXT_TEMPLATE_READ: national users and cantonal operators. */
const TEXT_READERS = [...NATIONAL, ...OPERATORS, 'zh.trainee'] as const;

/** The first row of the fixture's canton, by id: the fixture itself for whoever may see it. */
export const IN_CANTON = {
  filter: '{"stateCode":{"filterType":"text","type":"equals","filter":"{canton}"}}',
  sort: 'id:asc',
  limit: '1',
};
const CANTON_VALUES = { field: 'stateCode' };

const BLANK_CONTENT = { primaryLanguage: 'de', texts: {}, area: { polygons: [] }, channels: {} };
/** Version 0 is always stale: whoever gets past guard and territory is answered 409 and nothing changes. */
const STALE = { version: 0, content: BLANK_CONTENT };

// biome-ignore format: a table reads best one row per line
export const ACCESS_MATRIX: readonly AccessRow[] = [
  // Open: health, login server pages, manuals, the web app's files, the public banner and CAP feed.
  { route: 'GET /health/live', public: true },
  { route: 'GET /health/ready', public: true },
  { route: 'GET /login/logout.js', public: true },
  { route: 'GET /login/:uid', public: true, params: { uid: 'unknown' } },
  { route: 'POST /login/:uid', public: true, params: { uid: 'unknown' } },
  { route: 'GET /oauth/changepw/client', public: true },
  { route: 'POST /oauth/changepw/client', public: true },
  { route: 'GET /manuals/*', public: true, params: { '*': 'index.json' } },
  { route: 'GET /assets/*', public: true, params: { '*': 'index.js' } },
  { route: 'GET /api/public/auth-config', public: true },
  { route: 'GET /api/public/banner', public: true },
  { route: 'GET /api/public/cap/feed', public: true },
  { route: 'GET /api/public/cap/messages/:file', public: true, params: { file: 'unknown.xml' } },

  // Session, map and system status.
  { route: 'GET /api/scc/me', ok: EVERYONE },
  { route: 'GET /api/scc/system/status', ok: EVERYONE },
  { route: 'GET /api/ecc/states', ok: EVERYONE },

  // Banner: everyone reads; save, publish and revoke are national (BANNER_EDIT / BANNER_PUBLISH and CH_ALL).
  { route: 'GET /api/ecc/banner', ok: EVERYONE },
  { route: 'GET /api/ecc/banner/publication', ok: EVERYONE },
  { route: 'GET /api/ecc/banner/logs', ok: EVERYONE },
  { route: 'GET /api/ecc/banner/:id', fixture: 'bannerLog', ok: EVERYONE },
  { route: 'POST /api/ecc/banner', passes: NATIONAL },
  { route: 'POST /api/ecc/banner/publish', passes: NATIONAL },
  { route: 'POST /api/ecc/banner/revoke', passes: NATIONAL },

  // Dashboard: events of the user's territory and mode (the trainee's EXERCISE mode has no LIVE event).
  { route: 'GET /api/ecc/dashboard/events', fixture: 'event', listed: [...NATIONAL, DEVICE_ADMIN], ownListed: [...OPERATORS, 'zh.viewer'], unlisted: ['zh.trainee'] },
  { route: 'GET /api/ecc/dashboard/events/managed-territory', fixture: 'event', listed: [...NATIONAL, DEVICE_ADMIN], ownListed: [...OPERATORS, 'zh.viewer'], unlisted: ['zh.trainee'] },
  { route: 'GET /api/ecc/dashboard/map', ok: EVERYONE },
  { route: 'GET /api/ecc/dashboard/counters', ok: EVERYONE },
  { route: 'GET /api/ecc/dashboard/wakeup-notification', ok: [...NATIONAL, ...CANTONAL] },

  // Wake-ups: every national and cantonal user reads (territory and mode filter the rows, unknown ids are 404);
  // sending and deciding need WAKEUP_EDIT. The e-mail link's page is open and checks its signed token.
  { route: 'GET /api/ecc/wakeups', ok: [...NATIONAL, ...CANTONAL] },
  { route: 'GET /api/ecc/wakeups/organisations', ok: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },
  { route: 'POST /api/ecc/wakeups', passes: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },
  { route: 'GET /api/ecc/wakeups/:id', params: { id: '999999' }, passes: [...NATIONAL, ...CANTONAL] },
  { route: 'POST /api/ecc/wakeups/:id/actions/:action', params: { id: '999999', action: 'ACKNOWLEDGE' }, passes: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },
  { route: 'GET /api/public/wakeups/acknowledge', public: true, query: { token: 'forged' } },
  { route: 'POST /api/public/wakeups/acknowledge', public: true, query: { token: 'forged' } },
  { route: 'GET /api/scc/alarming/sirenalarms/active', ok: [...NATIONAL, ...CANTONAL] },

  // Alarm tasks: viewers see them, operators (and the trainee, in EXERCISE) trigger, stop and repeat.
  // An unknown alarm answers 404 to whoever gets past the guard; an empty trigger body 400.
  { route: 'GET /api/scc/alarming/sirenalarms', ok: [...NATIONAL, ...CANTONAL] },
  { route: 'POST /api/scc/alarming/sirenalarms', passes: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },
  { route: 'GET /api/scc/alarming/sirenalarms/:id', params: { id: '999999' }, notFound: [...NATIONAL, ...CANTONAL] },
  { route: 'GET /api/scc/alarming/sirenalarms/:id/sirens', params: { id: '999999' }, notFound: [...NATIONAL, ...CANTONAL] },
  { route: 'POST /api/scc/alarming/sirenalarms/:id/stop', params: { id: '999999' }, notFound: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },
  { route: 'POST /api/scc/alarming/sirenalarms/:id/repeat', params: { id: '999999' }, notFound: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },

  // Water alarm (WATER_ALARM_EDIT): the dams of the user's territory; no demo dam stands in Zurich, and an
  // unknown dam answers 404 to whoever gets past the guard.
  { route: 'GET /api/ecc/water/dams', ok: WATER },
  { route: 'GET /api/ecc/water/dams/:id', params: { id: '999999' }, notFound: WATER },
  { route: 'POST /api/ecc/water/dams/:id/unlock', params: { id: '999999' }, body: { reason: 'Test' }, notFound: WATER },
  { route: 'POST /api/ecc/water/dams/:id/alarm', params: { id: '999999' }, notFound: WATER },
  { route: 'POST /api/ecc/water/dams/:id/lock', params: { id: '999999' }, notFound: WATER },

  // Siren test: everyone learns whether one runs; the plan, readiness and archive are for the holders of their
  // views (not the cantonal viewer); planning, starting and stopping are national (403 for cantonal operators),
  // and no demo test is planned or running (409 / 404). Confirmations: a minimal body answers 400.
  { route: 'GET /api/scc/sirentests/active', ok: EVERYONE },
  { route: 'GET /api/scc/sirentests/plan', ok: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },
  { route: 'PUT /api/scc/sirentests/plan', passes: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },
  { route: 'GET /api/scc/sirentests/readiness', ok: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },
  { route: 'POST /api/scc/sirentests/plan/start', passes: NATIONAL },
  { route: 'POST /api/scc/sirentests/active/stop', passes: NATIONAL },
  { route: 'GET /api/scc/sirentests/active/overview', notFound: [...NATIONAL, ...CANTONAL] },
  { route: 'GET /api/scc/sirentests/active/sirens', notFound: [...NATIONAL, ...CANTONAL] },
  { route: 'GET /api/scc/sirentests/archive', ok: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },
  { route: 'POST /api/scc/sirentests/:id/confirmations', params: { id: '999999' }, passes: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },

  // Update management (issue 16): UPDATEMGMT_VIEW reads, UPDATEMGMT_EDIT acts (device administrators: the
  // demo's device.admin and admin); a minimal body answers 400, an unknown deployment or activation 404.
  { route: 'GET /api/scc/updates/releases', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/updates/releases', passes: DEVICE_MANAGERS },
  { route: 'POST /api/scc/updates/releases/:id/withdraw', params: { id: '999999' }, notFound: DEVICE_MANAGERS },
  { route: 'GET /api/scc/updates/deployments', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/updates/deployments', passes: DEVICE_MANAGERS },
  { route: 'POST /api/scc/updates/deployments/reach', passes: DEVICE_MANAGERS },
  { route: 'GET /api/scc/updates/sirengroups', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/updates/deployments/:id/cancel', params: { id: '999999' }, notFound: DEVICE_MANAGERS },
  { route: 'GET /api/scc/updates/activations', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/updates/activations', passes: DEVICE_MANAGERS },
  { route: 'POST /api/scc/updates/activations/reach', passes: DEVICE_MANAGERS },
  { route: 'POST /api/scc/updates/activations/:id/rollback', params: { id: '999999' }, notFound: DEVICE_MANAGERS },
  { route: 'GET /api/scc/updates/devices', ok: DEVICE_MANAGERS },

  // Surveillance: every siren and group of the user's territory with its devices' condition.
  { route: 'GET /api/scc/alarming/sirenssurveillance', fixture: 'sirens', listed: NATIONAL, ownListed: CANTONAL },
  { route: 'GET /api/scc/alarming/sirengroupssurveillance', fixture: 'sirengroups', listed: NATIONAL, ownListed: CANTONAL },
  // Device suggestions, raw device commands and their answers: device administrators, national (the demo's device.admin and admin).
  { route: 'GET /api/scc/devices', query: { search: 'FGP-ZH-001' }, ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/devices/:deviceId/commands', params: { deviceId: 'FGP-ZH-0001' }, body: { text: 'PING' }, ok: DEVICE_MANAGERS },
  { route: 'GET /api/scc/devices/:deviceId/reports', params: { deviceId: 'FGP-BE-0001' }, ok: DEVICE_MANAGERS },
  { route: 'GET /api/scc/admin/monitoring/dashboard', ok: EVERYONE },

  // Events: national users see every canton, cantonal users their own (and events reaching it), each in their mode.
  { route: 'GET /api/ecc/events', fixture: 'event', query: { size: '100' }, listed: NATIONAL, ownListed: [...OPERATORS, 'zh.viewer'], unlisted: ['zh.trainee'] },
  { route: 'GET /api/ecc/events/:id', fixture: 'event', ok: NATIONAL, ownOnly: [...OPERATORS, 'zh.viewer'], notFound: ['zh.trainee'] },
  { route: 'GET /api/ecc/events/:id/history', fixture: 'event', ok: NATIONAL, ownOnly: [...OPERATORS, 'zh.viewer'], notFound: ['zh.trainee'] },
  { route: 'GET /api/ecc/events/:id/versions', fixture: 'event', ok: NATIONAL, ownOnly: [...OPERATORS, 'zh.viewer'], notFound: ['zh.trainee'] },
  { route: 'GET /api/ecc/events/:id/cap', fixture: 'event', ok: NATIONAL, ownOnly: [...OPERATORS, 'zh.viewer'], notFound: ['zh.trainee'] },
  { route: 'POST /api/ecc/events/reach', fixture: 'event', body: { content: BLANK_CONTENT, eventId: '{id}' }, ok: NATIONAL, ownOnly: [...OPERATORS, 'zh.viewer'], notFound: ['zh.trainee'] },
  { route: 'GET /api/ecc/event-templates', ok: [...NATIONAL, ...CANTONAL] },
  { route: 'GET /api/ecc/event-types', ok: [...NATIONAL, ...CANTONAL] },

  // Message templates, public contacts, text catalogue and pictograms (issue 17): ADMINISTRATION_VIEW with
  // TEXT_TEMPLATE_READ read, TEXT_TEMPLATE_EDIT writes; pictogram images are public like the CAP messages.
  { route: 'POST /api/ecc/event-templates', passes: NATIONAL },
  { route: 'PUT /api/ecc/event-templates/:id', params: { id: '999999' }, passes: NATIONAL },
  { route: 'DELETE /api/ecc/event-templates/:id', params: { id: '999999' }, passes: NATIONAL },
  { route: 'GET /api/ecc/catalogue/:kind', params: { kind: 'eventtype' }, ok: TEXT_READERS },
  { route: 'POST /api/ecc/catalogue/:kind', params: { kind: 'impact' }, passes: NATIONAL },
  { route: 'PUT /api/ecc/catalogue/:kind/:id', params: { kind: 'impact', id: '999999' }, passes: NATIONAL },
  { route: 'DELETE /api/ecc/catalogue/:kind/:id', params: { kind: 'impact', id: '999999' }, passes: NATIONAL },
  { route: 'GET /api/ecc/catalogue-export', ok: TEXT_READERS },
  { route: 'POST /api/ecc/catalogue-import', passes: NATIONAL },
  { route: 'GET /api/ecc/pictograms/:kind', params: { kind: 'behavior' }, ok: TEXT_READERS },
  { route: 'POST /api/ecc/pictograms/:kind', params: { kind: 'behavior' }, passes: NATIONAL },
  { route: 'PUT /api/ecc/pictograms/:kind/:id', params: { kind: 'behavior', id: '999999' }, passes: NATIONAL },
  { route: 'DELETE /api/ecc/pictograms/:kind/:id', params: { kind: 'behavior', id: '999999' }, passes: NATIONAL },
  { route: 'GET /api/ecc/pictograms/:id/image', public: true, params: { id: '1' } },
  { route: 'GET /api/ecc/public-contacts/:kind', params: { kind: 'phone' }, ok: TEXT_READERS },
  { route: 'POST /api/ecc/public-contacts/:kind', params: { kind: 'url' }, passes: NATIONAL },
  { route: 'PUT /api/ecc/public-contacts/:kind/:id', params: { kind: 'url', id: '999999' }, passes: NATIONAL },
  { route: 'DELETE /api/ecc/public-contacts/:kind/:id', params: { kind: 'url', id: '999999' }, passes: NATIONAL },
  // Global settings: every holder of ADMINISTRATION_VIEW reads, GLOBAL_SETTINGS_EDIT (the administrator) saves.
  { route: 'GET /api/ecc/settings', ok: TEXT_READERS },
  { route: 'PUT /api/ecc/settings', passes: ['admin'] },
  { route: 'GET /api/ecc/help-desk', ok: EVERYONE },
  { route: 'POST /api/ecc/events', ok: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },
  { route: 'PUT /api/ecc/events/:id', fixture: 'event', body: STALE, reaches: NATIONAL, ownReaches: OPERATORS, notFound: ['zh.trainee'] },
  { route: 'POST /api/ecc/events/:id/actions/:action', fixture: 'event', params: { action: 'SUBMIT' }, body: { version: 0 }, reaches: NATIONAL, ownReaches: OPERATORS, notFound: ['zh.trainee'] },
  // Prepares the published fixture's correction once; everyone after is told it is corrected already (409).
  { route: 'POST /api/ecc/events/:id/false-alarm', fixture: 'event', reaches: NATIONAL, ownReaches: OPERATORS, notFound: ['zh.trainee'] },

  // Reports are built from the grid the client sends: export rights only.
  { route: 'POST /api/scc/reports/document', passes: [...NATIONAL, ...OPERATORS, 'zh.trainee', DEVICE_ADMIN] },
  { route: 'GET /api/scc/reports/email/limits', ok: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },
  { route: 'POST /api/scc/reports/email', passes: [...NATIONAL, ...OPERATORS, 'zh.trainee'] },

  // Data (/data grids): national users (CH_ALL) see every canton, cantonal users rows of their own.
  { route: 'GET /api/scc/data/organisations', fixture: 'organisations', query: IN_CANTON, listed: NATIONAL, ownListed: CANTONAL },
  { route: 'GET /api/scc/data/organisations/values/:field', fixture: 'organisations', params: CANTON_VALUES, listed: NATIONAL, ownListed: CANTONAL },
  { route: 'GET /api/scc/data/organisations/:id', fixture: 'organisations', ok: NATIONAL, ownOnly: CANTONAL },
  { route: 'POST /api/scc/data/organisations', passes: ['admin'] },
  { route: 'PUT /api/scc/data/organisations/:id', fixture: 'organisations', passes: ['admin'] },
  { route: 'DELETE /api/scc/data/organisations/:id', fixture: 'organisations', passes: ['admin'] },

  { route: 'GET /api/scc/data/persons', fixture: 'persons', query: IN_CANTON, listed: NATIONAL, ownListed: CANTONAL },
  { route: 'GET /api/scc/data/persons/values/:field', fixture: 'persons', params: CANTON_VALUES, listed: NATIONAL, ownListed: CANTONAL },
  { route: 'GET /api/scc/data/persons/:id', fixture: 'persons', ok: NATIONAL, ownOnly: CANTONAL },
  { route: 'POST /api/scc/data/persons', passes: ['admin'] },
  { route: 'PUT /api/scc/data/persons/:id', fixture: 'persons', passes: ['admin'] },
  { route: 'DELETE /api/scc/data/persons/:id', fixture: 'persons', passes: ['admin'] },

  { route: 'GET /api/scc/data/applicationusers', fixture: 'applicationusers', query: IN_CANTON, listed: ['admin'] },
  { route: 'GET /api/scc/data/applicationusers/values/:field', fixture: 'applicationusers', params: CANTON_VALUES, listed: ['admin'] },
  { route: 'GET /api/scc/data/applicationusers/:id', fixture: 'applicationusers', ok: ['admin'] },
  { route: 'POST /api/scc/data/applicationusers', passes: ['admin'] },
  { route: 'PUT /api/scc/data/applicationusers/:id', fixture: 'applicationusers', passes: ['admin'] },
  { route: 'POST /api/scc/data/applicationusers/:id/password', fixture: 'applicationusers', passes: ['admin'] },

  { route: 'GET /api/scc/data/subscriptions', fixture: 'subscriptions', query: IN_CANTON, listed: ['admin'] },
  { route: 'GET /api/scc/data/subscriptions/values/:field', fixture: 'subscriptions', params: CANTON_VALUES, listed: ['admin'] },
  { route: 'GET /api/scc/data/subscriptions/:id', fixture: 'subscriptions', ok: ['admin'] },
  { route: 'POST /api/scc/data/subscriptions', passes: ['admin'] },
  { route: 'PUT /api/scc/data/subscriptions/:id', fixture: 'subscriptions', passes: ['admin'] },
  { route: 'DELETE /api/scc/data/subscriptions/:id', fixture: 'subscriptions', passes: ['admin'] },

  { route: 'GET /api/scc/data/locations', fixture: 'locations', query: IN_CANTON, listed: [...NATIONAL, DEVICE_ADMIN], ownListed: CANTONAL },
  { route: 'GET /api/scc/data/locations/values/:field', fixture: 'locations', params: CANTON_VALUES, listed: [...NATIONAL, DEVICE_ADMIN], ownListed: CANTONAL },
  { route: 'GET /api/scc/data/locations/:id', fixture: 'locations', ok: [...NATIONAL, DEVICE_ADMIN], ownOnly: CANTONAL },
  { route: 'POST /api/scc/data/locations', passes: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/locations/:id', fixture: 'locations', passes: DEVICE_MANAGERS },
  { route: 'DELETE /api/scc/data/locations/:id', fixture: 'locations', passes: DEVICE_MANAGERS },

  // Siren models are one national catalogue: no territory.
  { route: 'GET /api/scc/data/sirenmodels', ok: [...NATIONAL, ...CANTONAL, DEVICE_ADMIN] },
  { route: 'GET /api/scc/data/sirenmodels/values/:field', params: { field: 'manufacturer' }, ok: [...NATIONAL, ...CANTONAL, DEVICE_ADMIN] },
  { route: 'GET /api/scc/data/sirenmodels/:id', fixture: 'sirenmodels', ok: [...NATIONAL, ...CANTONAL, DEVICE_ADMIN] },
  { route: 'POST /api/scc/data/sirenmodels', passes: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/sirenmodels/:id', fixture: 'sirenmodels', passes: DEVICE_MANAGERS },
  { route: 'DELETE /api/scc/data/sirenmodels/:id', fixture: 'sirenmodels', passes: DEVICE_MANAGERS },

  { route: 'GET /api/scc/data/sirens', fixture: 'sirens', query: IN_CANTON, listed: [...NATIONAL, DEVICE_ADMIN], ownListed: CANTONAL },
  { route: 'GET /api/scc/data/sirens/values/:field', fixture: 'sirens', params: CANTON_VALUES, listed: [...NATIONAL, DEVICE_ADMIN], ownListed: CANTONAL },
  { route: 'GET /api/scc/data/sirens/:id', fixture: 'sirens', ok: [...NATIONAL, DEVICE_ADMIN], ownOnly: CANTONAL },
  { route: 'POST /api/scc/data/sirens', passes: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/sirens/:id', fixture: 'sirens', passes: DEVICE_MANAGERS },
  { route: 'DELETE /api/scc/data/sirens/:id', fixture: 'sirens', passes: DEVICE_MANAGERS },

  { route: 'GET /api/scc/data/sirenoperations', fixture: 'sirenoperations', query: IN_CANTON, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/sirenoperations/values/:field', fixture: 'sirenoperations', params: CANTON_VALUES, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/sirenoperations/:id', fixture: 'sirenoperations', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/data/sirenoperations', passes: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/sirenoperations/:id', fixture: 'sirenoperations', passes: DEVICE_MANAGERS },
  { route: 'DELETE /api/scc/data/sirenoperations/:id', fixture: 'sirenoperations', passes: DEVICE_MANAGERS },

  // The device administrator has no SIRENGROUP_VIEW: groups belong to the cantons' alarming.
  { route: 'GET /api/scc/data/sirengroups', fixture: 'sirengroups', query: IN_CANTON, listed: NATIONAL, ownListed: CANTONAL },
  { route: 'GET /api/scc/data/sirengroups/values/:field', fixture: 'sirengroups', params: CANTON_VALUES, listed: NATIONAL, ownListed: CANTONAL },
  { route: 'GET /api/scc/data/sirengroups/:id', fixture: 'sirengroups', ok: NATIONAL, ownOnly: CANTONAL },
  { route: 'POST /api/scc/data/sirengroups', passes: ['admin'] },
  { route: 'PUT /api/scc/data/sirengroups/:id', fixture: 'sirengroups', passes: ['admin'] },
  { route: 'DELETE /api/scc/data/sirengroups/:id', fixture: 'sirengroups', passes: ['admin'] },

  { route: 'GET /api/scc/data/mobilesirens', fixture: 'mobilesirens', query: IN_CANTON, listed: [...NATIONAL, DEVICE_ADMIN], ownListed: CANTONAL },
  { route: 'GET /api/scc/data/mobilesirens/values/:field', fixture: 'mobilesirens', params: CANTON_VALUES, listed: [...NATIONAL, DEVICE_ADMIN], ownListed: CANTONAL },
  { route: 'GET /api/scc/data/mobilesirens/:id', fixture: 'mobilesirens', ok: [...NATIONAL, DEVICE_ADMIN], ownOnly: CANTONAL },
  { route: 'POST /api/scc/data/mobilesirens', passes: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/mobilesirens/:id', fixture: 'mobilesirens', passes: DEVICE_MANAGERS },
  { route: 'DELETE /api/scc/data/mobilesirens/:id', fixture: 'mobilesirens', passes: DEVICE_MANAGERS },

  // Network devices (FGP, KGP, KSP) and the device console: device managers only, every canton.
  { route: 'GET /api/scc/data/fgps', fixture: 'fgps', query: IN_CANTON, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/fgps/values/:field', fixture: 'fgps', params: CANTON_VALUES, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/fgps/:id', fixture: 'fgps', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/data/fgps', passes: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/fgps/:id', fixture: 'fgps', passes: DEVICE_MANAGERS },
  { route: 'DELETE /api/scc/data/fgps/:id', fixture: 'fgps', passes: DEVICE_MANAGERS },

  { route: 'GET /api/scc/data/fgpscom', fixture: 'fgpscom', query: IN_CANTON, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/fgpscom/values/:field', fixture: 'fgpscom', params: CANTON_VALUES, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/fgpscom/:id', fixture: 'fgpscom', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/data/fgpscom', passes: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/fgpscom/:id', fixture: 'fgpscom', passes: DEVICE_MANAGERS },
  { route: 'DELETE /api/scc/data/fgpscom/:id', fixture: 'fgpscom', passes: DEVICE_MANAGERS },

  { route: 'GET /api/scc/data/fgpsoperation', fixture: 'fgpsoperation', query: IN_CANTON, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/fgpsoperation/values/:field', fixture: 'fgpsoperation', params: CANTON_VALUES, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/fgpsoperation/:id', fixture: 'fgpsoperation', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/data/fgpsoperation', passes: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/fgpsoperation/:id', fixture: 'fgpsoperation', passes: DEVICE_MANAGERS },
  { route: 'DELETE /api/scc/data/fgpsoperation/:id', fixture: 'fgpsoperation', passes: DEVICE_MANAGERS },

  { route: 'GET /api/scc/data/kgps', fixture: 'kgps', query: IN_CANTON, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/kgps/values/:field', fixture: 'kgps', params: CANTON_VALUES, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/kgps/:id', fixture: 'kgps', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/data/kgps', passes: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/kgps/:id', fixture: 'kgps', passes: DEVICE_MANAGERS },
  { route: 'DELETE /api/scc/data/kgps/:id', fixture: 'kgps', passes: DEVICE_MANAGERS },

  { route: 'GET /api/scc/data/kgpscom', fixture: 'kgpscom', query: IN_CANTON, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/kgpscom/values/:field', fixture: 'kgpscom', params: CANTON_VALUES, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/kgpscom/:id', fixture: 'kgpscom', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/data/kgpscom', passes: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/kgpscom/:id', fixture: 'kgpscom', passes: DEVICE_MANAGERS },
  { route: 'DELETE /api/scc/data/kgpscom/:id', fixture: 'kgpscom', passes: DEVICE_MANAGERS },

  { route: 'GET /api/scc/data/kgpsoperation', fixture: 'kgpsoperation', query: IN_CANTON, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/kgpsoperation/values/:field', fixture: 'kgpsoperation', params: CANTON_VALUES, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/kgpsoperation/:id', fixture: 'kgpsoperation', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/data/kgpsoperation', passes: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/kgpsoperation/:id', fixture: 'kgpsoperation', passes: DEVICE_MANAGERS },
  { route: 'DELETE /api/scc/data/kgpsoperation/:id', fixture: 'kgpsoperation', passes: DEVICE_MANAGERS },

  { route: 'GET /api/scc/data/ksps', fixture: 'ksps', query: IN_CANTON, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/ksps/values/:field', fixture: 'ksps', params: CANTON_VALUES, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/ksps/:id', fixture: 'ksps', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/data/ksps', passes: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/ksps/:id', fixture: 'ksps', passes: DEVICE_MANAGERS },
  { route: 'DELETE /api/scc/data/ksps/:id', fixture: 'ksps', passes: DEVICE_MANAGERS },

  { route: 'GET /api/scc/data/console', fixture: 'console', query: IN_CANTON, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/console/values/:field', fixture: 'console', params: CANTON_VALUES, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/console/:id', fixture: 'console', ok: DEVICE_MANAGERS },
  { route: 'PUT /api/scc/data/console/:id', fixture: 'console', passes: DEVICE_MANAGERS },

  // Monitoring: open errors for everyone who may see pending errors, protocols for those who may read
  // them; cantonal users their canton's rows. Acknowledging needs both rights (not mere viewers).
  { route: 'GET /api/scc/data/curerrorpoa', fixture: 'curerrorpoa', query: IN_CANTON, listed: [...NATIONAL, DEVICE_ADMIN], ownListed: CANTONAL },
  { route: 'GET /api/scc/data/curerrorpoa/values/:field', fixture: 'curerrorpoa', params: CANTON_VALUES, listed: [...NATIONAL, DEVICE_ADMIN], ownListed: CANTONAL },
  { route: 'GET /api/scc/data/curerrorpoa/:id', fixture: 'curerrorpoa', ok: [...NATIONAL, DEVICE_ADMIN], ownOnly: CANTONAL },
  { route: 'GET /api/scc/data/curerrornetwork', fixture: 'curerrornetwork', query: IN_CANTON, listed: [...NATIONAL, DEVICE_ADMIN], ownListed: CANTONAL },
  { route: 'GET /api/scc/data/curerrornetwork/values/:field', fixture: 'curerrornetwork', params: CANTON_VALUES, listed: [...NATIONAL, DEVICE_ADMIN], ownListed: CANTONAL },
  { route: 'GET /api/scc/data/curerrornetwork/:id', fixture: 'curerrornetwork', ok: [...NATIONAL, DEVICE_ADMIN], ownOnly: CANTONAL },
  { route: 'GET /api/scc/data/curerrorsirengroups', ok: [...NATIONAL, ...CANTONAL, DEVICE_ADMIN] },
  { route: 'GET /api/scc/data/curerrorsirengroups/values/:field', params: CANTON_VALUES, ok: [...NATIONAL, ...CANTONAL, DEVICE_ADMIN] },
  { route: 'GET /api/scc/data/curerrorsirengroups/:id', params: { id: '999999' }, notFound: [...NATIONAL, ...CANTONAL, DEVICE_ADMIN] },
  { route: 'GET /api/scc/data/errorprotocolpoa', fixture: 'errorprotocolpoa', query: IN_CANTON, listed: ['admin', DEVICE_ADMIN], ownListed: [...OPERATORS, 'zh.trainee'] },
  { route: 'GET /api/scc/data/errorprotocolpoa/values/:field', fixture: 'errorprotocolpoa', params: CANTON_VALUES, listed: ['admin', DEVICE_ADMIN], ownListed: [...OPERATORS, 'zh.trainee'] },
  { route: 'GET /api/scc/data/errorprotocolpoa/:id', fixture: 'errorprotocolpoa', ok: ['admin', DEVICE_ADMIN], ownOnly: [...OPERATORS, 'zh.trainee'] },
  { route: 'GET /api/scc/data/errorprotocolnetwork', fixture: 'errorprotocolnetwork', query: IN_CANTON, listed: ['admin', DEVICE_ADMIN], ownListed: [...OPERATORS, 'zh.trainee'] },
  { route: 'GET /api/scc/data/errorprotocolnetwork/values/:field', fixture: 'errorprotocolnetwork', params: CANTON_VALUES, listed: ['admin', DEVICE_ADMIN], ownListed: [...OPERATORS, 'zh.trainee'] },
  { route: 'GET /api/scc/data/errorprotocolnetwork/:id', fixture: 'errorprotocolnetwork', ok: ['admin', DEVICE_ADMIN], ownOnly: [...OPERATORS, 'zh.trainee'] },
  { route: 'GET /api/scc/data/installationprotocol', fixture: 'installationprotocol', query: IN_CANTON, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/installationprotocol/values/:field', fixture: 'installationprotocol', params: CANTON_VALUES, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/installationprotocol/:id', fixture: 'installationprotocol', ok: DEVICE_MANAGERS },
  { route: 'POST /api/scc/monitoring/errors/:id/acknowledge', params: { id: '999999' }, body: { comment: 'Techniker informiert' }, notFound: ['admin', DEVICE_ADMIN, ...OPERATORS, 'zh.trainee'] },

  { route: 'GET /api/scc/data/auditlog', fixture: 'auditlog', query: IN_CANTON, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/auditlog/values/:field', fixture: 'auditlog', params: CANTON_VALUES, listed: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/auditlog/:id', fixture: 'auditlog', ok: DEVICE_MANAGERS },

  // Statistics, alert-swiss deliveries and channel tests: the holders of MONITORING_ALERTSWISSSTATS_VIEW and SU_CHANNEL_TEST.
  { route: 'GET /api/scc/statistics/system/current', ok: DEVICE_MANAGERS },
  { route: 'GET /api/scc/statistics/system/archive', query: { page: '0', limit: '1000000', optimalRange: '9007199254740991' }, ok: DEVICE_MANAGERS },
  { route: 'GET /api/scc/alertswiss/current', ok: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/alertswissprotocol', ok: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/alertswissprotocol/values/:field', params: { field: 'failure' }, ok: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/alertswissprotocol/:id', params: { id: '999999' }, notFound: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/channeltest', ok: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/channeltest/values/:field', params: { field: 'channel' }, ok: DEVICE_MANAGERS },
  { route: 'GET /api/scc/data/channeltest/:id', params: { id: '999999' }, notFound: DEVICE_MANAGERS },
  { route: 'POST /api/scc/channeltests', body: { channel: 'ICARO' }, passes: DEVICE_MANAGERS },
  { route: 'GET /api/scc/socialmedias/twitter', ok: NATIONAL },
  { route: 'PUT /api/scc/socialmedias/twitter', body: {}, passes: NATIONAL },
  { route: 'GET /api/scc/socialmedias/twitter/posts', ok: NATIONAL },
];
