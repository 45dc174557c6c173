import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * An empty, initialised embedded database (PGlite's initdb, nothing of ours: no extension, no migration),
 * written by the build. A first start on an empty data folder copies it in place of running initdb,
 * about 5 s of a 2-core machine's start (ADR 0023). Named after the PGlite version: another version's
 * folder is never used.
 */
export function pgliteTemplateDir(): string {
  const pgliteDir = dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  const { version } = JSON.parse(readFileSync(join(pgliteDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return join(import.meta.dirname, `../../../dist/pglite/initdb-${version}`);
}

const hasDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/** Copies the template into a data folder that holds no database yet, when the build wrote one. */
export function copyPgliteTemplate(dir: string) {
  const template = pgliteTemplateDir();
  if (!hasDatabase(dir) && hasDatabase(template)) cpSync(template, dir, { recursive: true });
}

/** Writes the template unless this PGlite version's is there already; answers whether it wrote it. */
export async function writePgliteTemplate(): Promise<boolean> {
  const template = pgliteTemplateDir();
  if (hasDatabase(template)) return false;
  // Written aside and renamed when complete: a start never copies half a template.
  const writing = `${template}.${process.pid}`;
  rmSync(writing, { recursive: true, force: true });
  mkdirSync(writing, { recursive: true });
  const client = await PGlite.create(writing);
  // Closed cleanly (a shutdown checkpoint): a copy opens without replaying initdb's log.
  await client.close();
  rmSync(template, { recursive: true, force: true });
  renameSync(writing, template);
  return true;
}
