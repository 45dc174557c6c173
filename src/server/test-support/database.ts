import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import type { DatabaseTemplates } from './databaseTemplates.ts';
import { adminQuery, waitUntilDisconnected } from './postgresAdmin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL names a server (as .ci/run sets it). */
export function testBackends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The run's migrated templates (src/server/test-support/globalSetup.ts); undefined where none were made and
 * outside Vitest (the benchmarks open their databases here too).
 */
function templates(): DatabaseTemplates | undefined {
  return process.env.VITEST ? inject('databaseTemplates') : undefined;
}

/**
 * A fresh, migrated, empty database of the given kind, copied from the run's template where there is one
 * (migrating finds nothing left to do). On PostgreSQL each call creates its own database on the
 * DATABASE_URL server and drops it again on close, so test files never share rows.
 */
export async function openTestDatabase(backend: Backend): Promise<Database> {
  const template = templates();
  if (backend === 'pglite') {
    const dump = template ? new Blob([readFileSync(template.pgliteDump)]) : undefined;
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteDump: dump });
    await database.migrate();
    return database;
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `oc_test_${randomBytes(6).toString('hex')}`;
  const copied = template?.postgresTemplate ? ` TEMPLATE ${template.postgresTemplate}` : '';
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${copied}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  const close = database.close;
  database.close = async () => {
    await close();
    await waitUntilDisconnected(serverUrl, name);
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return database;
}
