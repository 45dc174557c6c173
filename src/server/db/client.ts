import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { MIGRATIONS_FOLDER, migratePglite, PGLITE_EXTENSIONS } from './migrations.ts';
import { PING_TIMEOUT_MS } from './outage.ts';
import { copyPgliteTemplate } from './pgliteTemplate.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg pool when on PostgreSQL (the live adapter listens on it). */
  pool?: pg.Pool;
  /** The connection URL when on PostgreSQL (the job queue, pg-boss, opens its own connections with it). */
  url?: string;
  /** Applies pending migrations; afterwards `migrated` is true. */
  migrate(): Promise<void>;
  migrated: boolean;
  /** Whether the database answers now; false after PING_TIMEOUT_MS at the latest, never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Timeouts and pool size (settings DB_* of config.ts, same defaults). */
export interface DatabaseLimits {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleTimeoutMs: number;
  poolSize: number;
}

const DEFAULT_LIMITS: DatabaseLimits = {
  connectTimeoutMs: 2_000,
  statementTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  poolSize: 10,
};

/** Where connection trouble is reported: a pino logger (main's), or nowhere. */
export type DatabaseLog = Pick<Logger, 'warn' | 'info'>;

const NO_LOG: DatabaseLog = { warn: () => undefined, info: () => undefined };

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for a throw-away database. */
  pgliteDir?: string;
  /** A dumped PGlite data directory (PGlite's dumpDataDir) a `memory://` database starts from (tests). */
  pgliteDump?: Blob;
  log?: DatabaseLog;
  limits?: Partial<DatabaseLimits>;
}

// How often PostgreSQL is pinged in the background, so that a silent drop is noticed within seconds.
const HEARTBEAT_MS = 2_000;
// Failed pings in a row before the pool's connections are cut (a silent drop is then ~4-6 s old).
const CUT_AFTER_FAILED_PINGS = 2;
// TCP keep-alive probes start after this idle time: a dead path under the LISTEN connection shows.
const KEEPALIVE_DELAY_MS = 10_000;
// The server's own statement timeout answers first, with its clear error; this one covers a silent server.
const READ_TIMEOUT_MARGIN_MS = 1_000;
// Closing waits this long for connections still checked out; a forgotten one must not hold up a restart.
export const CLOSE_GRACE_MS = 3_000;

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under the data directory. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.log ?? NO_LOG;
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, log, { ...DEFAULT_LIMITS, ...options.limits });
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteDump);
}

function openPostgres(url: string, log: DatabaseLog, limits: DatabaseLimits): Database {
  const pool = new ReleasingPool({
    connectionString: url,
    max: limits.poolSize,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    idleTimeoutMillis: limits.idleTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.statementTimeoutMs + READ_TIMEOUT_MARGIN_MS,
    // A client that vanished mid-transaction must not hold its locks for longer than a statement may run.
    idle_in_transaction_session_timeout: limits.statementTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    application_name: 'operator-console',
  });
  const connections = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    connections.add(client);
    client.once('end', () => connections.delete(client));
    // Without a handler, a connection's 'error' (the database went away) would end the process.
    client.on('error', (err) => log.warn({ err }, 'database connection lost'));
  });
  // An idle connection's error reaches the pool too; the connection's own handler has logged it.
  pool.on('error', () => undefined);

  const reachability = watchReachability(url, log, () => {
    for (const client of connections) cut(client);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    pool,
    url,
    migrated: false,
    async migrate() {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      database.migrated = true;
    },
    ping: reachability.ping,
    async close() {
      reachability.stop();
      const ended = pool.end();
      if ((await withTimeout(ended, CLOSE_GRACE_MS)) instanceof Error) {
        log.warn({ held: pool.totalCount - pool.idleCount }, 'database connections never given back: cut');
        for (const client of connections) cut(client);
      }
      await ended;
    },
  };
  return database;
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A pool whose checked-out connections go back to it when they die. drizzle sends `begin` before its
 * try/finally and the live adapter forgets a dead LISTEN connection: neither releases it, so without
 * this every outage would cost pool slots for good and closing the pool would wait for them forever.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // pg's own query() checks out with a callback and always releases.
    if (callback) return void super.connect(callback);
    return super.connect().then(releasedWhenEnded);
  }
}

function releasedWhenEnded(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onEnd = () => client.release(new Error('connection ended'));
  // Idempotent: the holder may still release it after the connection ended and was released here.
  client.release = (err) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(err);
  };
  client.once('end', onEnd);
  return client;
}

/** Closes a connection at once, without the goodbye a dead peer would never answer. */
function cut(client: pg.ClientBase) {
  (client as pg.Client).connection.stream.destroy();
}

/**
 * Pings PostgreSQL every HEARTBEAT_MS (and on demand) on a connection of its own, so that a busy pool
 * never looks like an outage. After CUT_AFTER_FAILED_PINGS failed pings in a row `onUnreachable` runs:
 * after a silent drop the pool's connections look alive, and a query on them would wait for its whole
 * timeout. One slow ping alone does not cut them, so a short stall never aborts work in progress.
 */
function watchReachability(url: string, log: DatabaseLog, onUnreachable: () => void) {
  let probe: { client: pg.Client; connected: Promise<unknown> } | undefined;
  let running: Promise<boolean> | undefined;
  let failedInARow = 0;
  let stopped = false;

  const forget = () => {
    if (probe) cut(probe.client);
    probe = undefined;
  };
  const attempt = async () => {
    if (!probe) {
      const client = new pg.Client({ connectionString: url, application_name: 'operator-console ping' });
      // Its failures are the ping's result, reported below.
      client.on('error', () => undefined);
      probe = { client, connected: client.connect() };
    }
    const { client, connected } = probe;
    await connected;
    await client.query('select 1');
  };
  const check = async (): Promise<boolean> => {
    const outcome = await withTimeout(
      attempt().then(
        () => null,
        (err: unknown) => err,
      ),
    );
    if (outcome === null) {
      if (failedInARow > 0) log.info('database answers again');
      failedInARow = 0;
      return true;
    }
    forget();
    if (stopped) return false;
    failedInARow++;
    if (failedInARow === 1) log.warn({ err: outcome }, 'database does not answer');
    if (failedInARow >= CUT_AFTER_FAILED_PINGS) onUnreachable();
    return false;
  };
  const ping = () => {
    running ??= check().finally(() => {
      running = undefined;
    });
    return running;
  };
  const heartbeat = setInterval(() => void ping(), HEARTBEAT_MS);
  heartbeat.unref();
  return {
    ping,
    stop() {
      stopped = true;
      clearInterval(heartbeat);
      if (failedInARow > 0) onUnreachable();
      forget();
    },
  };
}

/** The promise's outcome, or a timeout error once `ms` (default PING_TIMEOUT_MS) have passed. */
async function withTimeout<T>(promise: Promise<T>, ms = PING_TIMEOUT_MS): Promise<T | Error> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Error>((resolve) => {
    const expire = () => resolve(new Error(`no answer within ${ms} ms`));
    // After a busy event loop an answer may already wait unread: it is read before the timeout counts.
    timer = setTimeout(() => setImmediate(expire), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function openPglite(dir: string, dump?: Blob): Promise<Database> {
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    copyPgliteTemplate(dir);
  }
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir: dump });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    migrated: false,
    async migrate() {
      await migratePglite(client);
      database.migrated = true;
    },
    async ping() {
      const outcome = await withTimeout(
        db.execute(sql`select 1`).then(
          () => null,
          (err: unknown) => err,
        ),
      );
      return outcome === null;
    },
    close: () => client.close(),
  };
  return database;
}
