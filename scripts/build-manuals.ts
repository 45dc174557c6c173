// Turns the operator manuals (manuals/src/<lang>.md) into the PDFs the help serves, at every build, so
// that they never drift from the console (README "Help manuals").
import { join } from 'node:path';
import { buildManuals } from '../src/server/manuals/build.ts';

const root = join(import.meta.dirname, '..');

/** Builds the manuals into `dist/manuals`. */
export async function buildManualsOfRepo(): Promise<void> {
  const entries = await buildManuals({
    sources: join(root, 'manuals/src'),
    locales: join(root, 'src/web/locales'),
    out: join(root, 'dist/manuals'),
  });
  console.log(`manuals: ${entries.map((entry) => entry.name).join(', ')}`);
}

if (import.meta.main) await buildManualsOfRepo();
