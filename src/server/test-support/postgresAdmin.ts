import pg from 'pg';

/** One statement on the DATABASE_URL server over a connection of its own (create and drop databases). */
export async function adminQuery(serverUrl: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/**
 * Waits up to five seconds until nobody is connected to database `name`: connections still saying goodbye
 * (the live adapter's listener, say) would die with an uncaught "terminating connection" if a forced drop
 * came first, and a template is copied only while nobody uses it.
 */
export async function waitUntilDisconnected(serverUrl: string, name: string) {
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
