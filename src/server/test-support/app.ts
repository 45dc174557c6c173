import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { insertDemoAssets } from '../db/seed/assets.ts';
import { seedBase } from '../db/seed/demo.ts';
import { loadCantonBoundaries } from '../db/seed/geodata.ts';
import { type Backend, openTestDatabase } from './database.ts';
import { TEST_PASSWORD } from './login.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The whole console server on a fresh database with cantons, organisations and the demo users (password
 * TEST_PASSWORD), ready for app.inject. Extra settings override the test defaults.
 */
export async function openTestApp(backend: Backend, settings: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase(backend);
  await seedBase(database.db, { password: TEST_PASSWORD });
  const app = await buildTestApp(database, settings);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** openTestApp with the demo's assets too: ~5,000 sirens with their FGPs, the KGPs, KSPs and siren groups. */
export async function openTestAppWithAssets(
  backend: Backend,
  settings: Record<string, string> = {},
): Promise<TestApp> {
  const test = await openTestApp(backend, settings);
  const boundaries = await loadCantonBoundaries();
  await test.database.db.transaction((tx) => insertDemoAssets({ tx, boundaries }));
  return test;
}

/**
 * One more console server on a database another test app already uses (several servers side by side);
 * closing it leaves the database open.
 */
export async function buildTestApp(database: Database, settings: Record<string, string> = {}) {
  const app = await buildApp({
    config: loadConfig({
      PUBLIC_URL: 'http://localhost:8080',
      LOG_LEVEL: 'silent',
      // Tests log in far more often than people do; the throttle has its own test.
      LOGIN_ATTEMPTS_PER_MINUTE: '10000',
      // A quick, faultless simulated fleet; tests that need faults or silence set the knobs.
      FLEET_LATENCY_MS: '5',
      FLEET_SOUNDING_MS: '50',
      FLEET_FAULT_RATE: '0',
      FLEET_UNPOWERED_RATE: '0',
      FLEET_FAILOVER_RATE: '0',
      DEVICE_ANSWER_TIMEOUT_MS: '1000',
      ALARM_FINISH_GRACE_MS: '1000',
      // No status rounds: a test's device reports are only those it causes.
      DEVICE_STATUS_POLL_MINUTES: '0',
      ...settings,
    }),
    database,
  });
  await app.ready();
  return app;
}
