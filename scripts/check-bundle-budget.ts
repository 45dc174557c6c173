// Fails the test command when the first load of a page grows over its ceiling, and says how far it is from its
// budget (issue 18). Run after `vite build`; `--report` lists every file of every page.
import { join } from 'node:path';
import {
  type FileSize,
  initialFiles,
  kB,
  missingSources,
  readManifest,
  sizeOf,
  total,
} from './bundleSize.ts';

interface Page {
  path: string;
  /** The manifest keys (sources of lazy chunks) the page needs to show, besides the entry. */
  sources: string[];
  /** The target for initial JS+CSS in gzip bytes (what every browser accepts); null: measured only. */
  budget: number | null;
  /**
   * Where the check fails while the budget is still missed: the size reached, so that nothing grows
   * unnoticed. Lower it with every saving; remove it (fail at the budget) once the budget is met.
   */
  ceiling?: number;
}

// The largest language counts: the console loads only the one it is shown in. /home shows with the core
// texts alone (the rest follows after the first render, scripts/localeParts.ts); other pages need both.
const LARGEST_LOCALE_CORE = 'virtual:locales/fr/core';
const LARGEST_LOCALE = [LARGEST_LOCALE_CORE, 'virtual:locales/fr/rest'];

const PAGES: Page[] = [
  {
    path: '/home',
    sources: ['src/web/features/home/HomePage.tsx', LARGEST_LOCALE_CORE],
    budget: 250_000,
    // Missed: see "Bundle budget" in docs/architecture.md for where the bytes go. Lowered from 340 kB when
    // /home stopped loading the styles of the other screens, socket.io, the notices and the overlay frames before it shows (292.7 kB, ADR 0022).
    ceiling: 287_000,
  },
  {
    path: '/data/sirens',
    sources: [
      'src/web/features/data/DataRoutePage.tsx',
      'src/web/features/data/DataGridPage.tsx',
      ...LARGEST_LOCALE,
    ],
    budget: null,
  },
];

const outDir = join(import.meta.dirname, '../dist/web');
const report = process.argv.includes('--report');

function line(size: FileSize) {
  return `${size.file}  ${kB(size.raw)} raw, ${kB(size.gzip)} gzip, ${kB(size.brotli)} brotli`;
}

function check(page: Page, manifest: ReturnType<typeof readManifest>): string | null {
  const missing = missingSources(manifest, page.sources);
  if (missing.length > 0) {
    return `${page.path}: ${missing.join(', ')} is no chunk of the build any more; update PAGES in scripts/check-bundle-budget.ts`;
  }
  const sizes = initialFiles(manifest, page.sources)
    .map((file) => sizeOf(outDir, file))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = total(sizes);
  console.log(
    `${page.path}: ${sizes.length} files, ${kB(sum.raw)} raw, ${kB(sum.gzip)} gzip, ${kB(sum.brotli)} brotli` +
      (page.budget ? ` (budget ${kB(page.budget)} gzip)` : ''),
  );
  if (report) for (const size of sizes) console.log(`  ${line(size)}`);
  if (page.budget === null || sum.gzip <= page.budget) return null;
  const limit = Math.max(page.budget, page.ceiling ?? 0);
  if (sum.gzip <= limit) {
    console.warn(
      `${page.path}: ${kB(sum.gzip - page.budget)} over its budget of ${kB(page.budget)} gzip (ceiling ${kB(limit)})`,
    );
    return null;
  }
  const largest = sizes.slice(0, 5).map((size) => `  ${line(size)}`);
  return [
    `${page.path} loads ${kB(sum.gzip)} gzip of JS and CSS before it shows, over its ${page.ceiling ? 'ceiling' : 'budget'} of ${kB(limit)}.`,
    'Its largest files:',
    ...largest,
    'Load what the page does not need at once lazily (import()), or leave it out.',
  ].join('\n');
}

const manifest = readManifest(outDir);
const failures = PAGES.map((page) => check(page, manifest)).filter((failure) => failure !== null);
if (failures.length > 0) {
  console.error(`\nbundle budget exceeded:\n${failures.join('\n\n')}`);
  process.exit(1);
}
