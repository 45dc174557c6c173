import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migratePglite, migrationsFingerprint, PGLITE_EXTENSIONS } from './migrations.ts';

const TEMPLATES = join(import.meta.dirname, '../../../dist/pglite');

/**
 * An embedded database with our migrations applied and no data, written by the build. A first start on an
 * empty data folder copies it in place of running PGlite's initdb and every migration, most of a 2-core
 * machine's first start (ADR 0023). Named after the PGlite version and the migrations' fingerprint:
 * another version's or an older schema's folder is never used.
 */
export function pgliteTemplateDir(): string {
  const pgliteDir = dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  const { version } = JSON.parse(readFileSync(join(pgliteDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return join(TEMPLATES, `migrated-${version}-${migrationsFingerprint()}`);
}

const hasDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/** Copies the template into a data folder that holds no database yet, when the build wrote one. */
export function copyPgliteTemplate(dir: string) {
  const template = pgliteTemplateDir();
  if (!hasDatabase(dir) && hasDatabase(template)) cpSync(template, dir, { recursive: true });
}

/**
 * Writes the template unless the current one is there already, and removes outdated ones; answers whether
 * it wrote it.
 */
export async function writePgliteTemplate(): Promise<boolean> {
  const template = pgliteTemplateDir();
  if (hasDatabase(template)) return false;
  // Written aside and renamed when complete: a start never copies half a template.
  const writing = `${template}.writing-${process.pid}`;
  rmSync(writing, { recursive: true, force: true });
  mkdirSync(writing, { recursive: true });
  const client = await PGlite.create(writing, { extensions: PGLITE_EXTENSIONS });
  await migratePglite(client);
  // Closed cleanly (a shutdown checkpoint): a copy opens without replaying the log.
  await client.close();
  // Outdated templates go; a folder another process is still writing is left alone.
  for (const name of readdirSync(TEMPLATES))
    if (!name.includes('.writing-')) rmSync(join(TEMPLATES, name), { recursive: true, force: true });
  renameSync(writing, template);
  return true;
}
