import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index.ts';

/** The SQL migrations made by drizzle-kit (`npm run db:generate`). */
export const MIGRATIONS_FOLDER = join(import.meta.dirname, '../../../drizzle');

/** The extensions the embedded database loads; pg_trgm: the audit log's quick search (migration 0008). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Applies the pending migrations to an embedded database. */
export async function migratePglite(client: PGlite): Promise<void> {
  await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
}

/** A short fingerprint of every migration and the journal: it changes with any migration added or edited. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
  for (const name of files.sort()) hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  hash.update(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 12);
}
