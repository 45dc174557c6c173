// Fails the test command when the first load of a page grows over its budget (issue 18). Run after `vite build`;
// `--report` lists every file of every page.
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
  const largest = sizes.slice(0, 5).map((size) => `  ${line(size)}`);
  return [
    `${page.path} loads ${kB(sum.gzip)} gzip of JS and CSS before it shows, over its budget of ${kB(page.budget)}.`,
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
