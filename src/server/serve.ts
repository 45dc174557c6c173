import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { databaseFailureOf } from './db/outage.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { serveMetrics } from './http/metrics.ts';
import { createLogger } from './logging.ts';
import { startBanner } from './startBanner.ts';

// Since the process started: the time spent loading the modules.
const started = performance.now();
const phasesMs: Record<string, number> = { modules: Math.round(started) };
let phaseStart = started;
/** Where a start spends its time (logged with "ready"; `npm run bench` reads it). */
function phaseDone(name: string) {
  const now = performance.now();
  phasesMs[name] = Math.round(now - phaseStart);
  phaseStart = now;
}

/**
 * Runs a start-up step again, waiting longer each time (up to 30 s), while the database does not answer:
 * a console started during an outage comes up by itself when the database returns.
 */
async function whenDatabaseAnswers(step: () => Promise<void>, log: Logger) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!databaseFailureOf(error)) throw error;
      const waitMs = Math.min(30_000, 1_000 * 2 ** (attempt - 1));
      log.warn({ err: error, attempt, waitMs }, 'database not reachable at start: trying again');
      await wait(waitMs);
    }
  }
}

async function main() {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL, config.LOG_FORMAT);
  log.info(
    { database: config.DATABASE_URL ? 'postgresql' : 'embedded', dataDir: config.dataDir },
    'opening the database',
  );
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: join(config.dataDir, 'pglite'),
    log,
    limits: {
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      idleTimeoutMs: config.DB_IDLE_TIMEOUT_MS,
      poolSize: config.DB_POOL_SIZE,
    },
  });
  phaseDone('open');
  log.info('applying database migrations');
  await whenDatabaseAnswers(() => database.migrate(), log);
  phaseDone('migrate');
  if (config.DEMO_DATA) {
    log.info('demo data: seeding it when the database is empty');
    const demo = { password: config.DEMO_PASSWORD, boundariesFile: config.BOUNDARIES_FILE };
    let seeded = false;
    await whenDatabaseAnswers(async () => {
      seeded = await seedDemoData(database.db, demo);
    }, log);
    log.info(
      { seedMs: Math.round(performance.now() - phaseStart) },
      seeded ? 'demo data seeded' : 'demo data already there',
    );
  }
  phaseDone('seed');
  const app = await buildApp({ config, database, logger: log });
  phaseDone('build');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing open requests');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.METRICS_PORT !== undefined) {
    const metricsPort = await serveMetrics(app, config.METRICS_PORT, config.HOST);
    log.info({ metrics: `http://${config.HOST}:${metricsPort}/metrics` }, 'metrics served');
  }
  phaseDone('listen');
  app.log.info(
    {
      url: config.PUBLIC_URL,
      database: database.kind,
      readyMs: Math.round(performance.now() - started),
      phasesMs,
    },
    'operator console ready',
  );
  // On a terminal, the person who started it reads where to go and who can log in.
  if (process.stdout.isTTY)
    process.stdout.write(startBanner(config.PUBLIC_URL, config.DEMO_DATA ? config.DEMO_PASSWORD : null));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
