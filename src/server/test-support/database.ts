import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL names a server (as .ci/run sets it). */
export function testBackends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated, empty database of the given kind. On PostgreSQL each call creates its own
 * database on the DATABASE_URL server and drops it again on close, so test files never share rows.
 */
export async function openTestDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `oc_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
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

async function adminQuery(serverUrl: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

// Connections still saying goodbye (the live adapter's listener, say) would die with an uncaught
// "terminating connection" if the forced drop came first: give them up to five seconds to leave.
async function waitUntilDisconnected(serverUrl: string, name: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { rows } = await adminQuery(
      serverUrl,
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
