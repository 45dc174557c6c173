import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.ts';
import { migratePglite, PGLITE_EXTENSIONS } from '../db/migrations.ts';
import { adminQuery, waitUntilDisconnected } from './postgresAdmin.ts';

/**
 * Migrated, empty databases each test database starts from, made once per test run: opening PGlite and
 * applying every migration took ~2 s per test file, loading the dump ~0.3 s; on PostgreSQL a database copied
 * from a template skips the migrations too.
 */
export interface DatabaseTemplates {
  /** A file with PGlite's dump of a migrated data directory. */
  pgliteDump: string;
  /** The migrated template database on the DATABASE_URL server; null without one. */
  postgresTemplate: string | null;
}

export async function makeDatabaseTemplates(): Promise<{
  templates: DatabaseTemplates;
  remove(): Promise<void>;
}> {
  const folder = mkdtempSync(join(tmpdir(), 'console-test-templates-'));
  const pglite = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  await migratePglite(pglite);
  const pgliteDump = join(folder, 'pglite.tar');
  writeFileSync(pgliteDump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();

  const serverUrl = process.env.DATABASE_URL;
  const postgresTemplate = serverUrl ? `oc_template_${process.pid}` : null;
  if (serverUrl && postgresTemplate) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    await adminQuery(serverUrl, `CREATE DATABASE ${postgresTemplate}`);
    const url = new URL(serverUrl);
    url.pathname = `/${postgresTemplate}`;
    const postgres = await openDatabase({ databaseUrl: url.toString() });
    await postgres.migrate();
    await postgres.close();
    // A database is copied from a template only while nobody is connected to the template.
    await waitUntilDisconnected(serverUrl, postgresTemplate);
  }
  return {
    templates: { pgliteDump, postgresTemplate },
    async remove() {
      rmSync(folder, { recursive: true, force: true });
      if (serverUrl && postgresTemplate)
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    },
  };
}
