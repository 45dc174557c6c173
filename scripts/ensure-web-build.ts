// Builds the web app, the help manuals and the embedded database's template before `npm start` only when
// they are missing or older than their sources, so a fresh clone starts with one command and an installed
// checkout starts in seconds.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writePgliteTemplate } from '../src/server/db/pgliteTemplate.ts';
import { buildManualsOfRepo } from './build-manuals.ts';
import { precompress } from './precompress.ts';

const root = join(import.meta.dirname, '..');
const built = join(root, 'dist/web/index.html');
const manuals = join(root, 'dist/manuals/index.json');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [join(root, 'src/web'), join(root, 'src/domain')];
const newestSource = Math.max(
  ...sources.map(newestChange),
  ...['index.html', 'vite.config.ts', 'package-lock.json'].map((f) => statSync(join(root, f)).mtimeMs),
);
if (!existsSync(built) || statSync(built).mtimeMs < newestSource) {
  const started = performance.now();
  console.log('building the web app (about a minute) …');
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  precompress(join(root, 'dist/web'));
  console.log(`web app built in ${Math.round((performance.now() - started) / 1000)} s`);
} else {
  console.log('web app up to date (dist/web)');
}

const manualSources = ['manuals/src', 'src/web/locales', 'src/server/manuals'].map((dir) => join(root, dir));
if (!existsSync(manuals) || statSync(manuals).mtimeMs < Math.max(...manualSources.map(newestChange))) {
  console.log('building the help manuals…');
  await buildManualsOfRepo();
}

if (await writePgliteTemplate()) console.log('wrote the embedded database template (dist/pglite)');
