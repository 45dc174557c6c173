import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import pino, { type Logger } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { databaseFailureOf } from './db/outage.ts';
import { seedDemoData } from './db/seed/demo.ts';

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
  const log = pino({ level: config.LOG_LEVEL });
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
  await whenDatabaseAnswers(() => database.migrate(), log);
  phaseDone('migrate');
  if (config.DEMO_DATA) {
    const demo = { password: config.DEMO_PASSWORD, boundariesFile: config.BOUNDARIES_FILE };
    await whenDatabaseAnswers(() => seedDemoData(database.db, demo), log);
  }
  phaseDone('seed');
  const app = await buildApp({ config, database });
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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
