// The benchmark suite (`npm run bench [name …]`; never part of the tests). Each benchmark runs in its own
// process and reports median/min/max over its runs and ratios to a baseline of the same run; the results
// are written to bench/results/latest.json (bench/README.md explains each). Benchmarks that need what
// this machine lacks (DATABASE_URL, a broker, a web build) say so and are recorded as skipped.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const SUITE: Record<string, { script: string; env?: Record<string, string> }> = {
  api: { script: 'bench/api.ts' },
  'api-postgres': { script: 'bench/api.ts', env: { BENCH_BACKEND: 'postgres' } },
  platform: { script: 'bench/platform.ts' },
  startup: { script: 'bench/startup.ts' },
  'embedded-vs-postgres': { script: 'bench/embedded-vs-postgres.ts' },
  'live-fanout-1000': { script: 'bench/live-fanout.ts', env: { FANOUT_CLIENTS: '1000' } },
  'live-fanout-5000': { script: 'bench/live-fanout.ts', env: { FANOUT_CLIENTS: '5000' } },
  grids: { script: 'bench/grids.ts' },
  alarm: { script: 'bench/alarm.ts' },
  web: { script: 'bench/web.ts' },
};

async function runOne(name: string) {
  const { script, env } = SUITE[name]!;
  const resultFile = join(tmpdir(), `oc-bench-${process.pid}-${name}.json`);
  rmSync(resultFile, { force: true });
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, BENCH_RESULT: resultFile },
    stdio: 'inherit',
  });
  const [code] = await once(child, 'exit');
  const seconds = Math.round((performance.now() - started) / 1000);
  if (!existsSync(resultFile)) return { name, skipped: `no result (exit code ${code})`, seconds };
  const result = JSON.parse(readFileSync(resultFile, 'utf8'));
  rmSync(resultFile);
  return { ...result, seconds };
}

const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SUITE);
const unknown = names.filter((n) => !SUITE[n]);
if (unknown.length)
  throw new Error(`unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(SUITE).join(', ')}`);
const dir = join(import.meta.dirname, 'results');
const latest = join(dir, 'latest.json');
// Benchmarks not run this time keep their last result (each says when it ran).
const kept: { name: string }[] = existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')).results : [];
const results = [];
for (const name of names) results.push({ ...(await runOne(name)), at: new Date().toISOString() });
results.push(...kept.filter((r) => !names.includes(r.name)));
mkdirSync(dir, { recursive: true });
const machine = {
  cpus: cpus().length,
  model: cpus()[0]?.model,
  loadAverage: loadavg(),
  node: process.version,
};
writeFileSync(
  join(dir, 'latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), machine, results }, null, 2)}\n`,
);
console.log(`\nresults in bench/results/latest.json`);
