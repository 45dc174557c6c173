// What every benchmark shares: figures (median, min, max over runs), the ratio to the baseline of the
// same run, the targets, and the hand-over of the result to `bench/run.ts` (BENCH_RESULT names a file).
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';

export interface Figure {
  median: number;
  min: number;
  max: number;
  unit: string;
}

export interface Case {
  label: string;
  figure: Figure;
  /** measured median / baseline median (for a throughput: the share of the baseline's). */
  ratio?: number;
  /** The target as text, e.g. "ratio ≥ 0.25", and whether this run met it. */
  target?: string;
  met?: boolean;
  /** Further figures of the case (p99, bytes …), medians over the runs. */
  extra?: Record<string, number>;
}

export interface BenchResult {
  name: string;
  description: string;
  runs: number;
  baseline?: Case;
  cases: Case[];
  notes?: string[];
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

export const median = (values: number[]) => percentile(values, 50);

export function figure(samples: number[], unit: string): Figure {
  return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples), unit };
}

/** A case measured against the baseline, with its target checked when it has one. */
export function against(
  baseline: Figure,
  label: string,
  measured: Figure,
  target?: { text: string; met: (ratio: number, figure: Figure) => boolean },
): Case {
  const ratio = measured.median / baseline.median;
  return {
    label,
    figure: measured,
    ratio,
    ...(target ? { target: target.text, met: target.met(ratio, measured) } : {}),
  };
}

const round = (value: number) => (Math.abs(value) >= 100 ? Math.round(value) : Number(value.toFixed(2)));

/** Prints the result as a table and hands it to `bench/run.ts` when it asked for it. */
export function report(result: BenchResult) {
  console.log(`\n${result.name}: ${result.description} (${result.runs} runs; median [min–max])`);
  for (const c of [
    ...(result.baseline ? [{ ...result.baseline, label: `${result.baseline.label} (baseline)` }] : []),
    ...result.cases,
  ]) {
    const { median: m, min, max, unit } = c.figure;
    const ratio = c.ratio === undefined ? '' : `  ×${round(c.ratio)}`;
    const target = c.target ? `  ${c.met ? 'met' : 'MISSED'}: ${c.target}` : '';
    const extra = c.extra
      ? `  ${Object.entries(c.extra)
          .map(([k, v]) => `${k} ${round(v)}`)
          .join(', ')}`
      : '';
    console.log(
      `  ${c.label.padEnd(58)} ${round(m)} ${unit} [${round(min)}–${round(max)}]${ratio}${extra}${target}`,
    );
  }
  for (const note of result.notes ?? []) console.log(`  note: ${note}`);
  if (process.env.BENCH_RESULT) writeFileSync(process.env.BENCH_RESULT, JSON.stringify(result, null, 2));
}

/** Port for a benchmark's servers: BENCH_PORT (default 16402) plus an offset. */
export const benchPort = (offset = 0) => Number(process.env.BENCH_PORT ?? 16402) + offset;

/** Runs of each benchmark: BENCH_RUNS (default 3). */
export const benchRuns = () => Number(process.env.BENCH_RUNS ?? 3);

/**
 * Starts the console (`src/server/main.ts`) on a fresh embedded demo database in `dataDir`, at
 * http://localhost:`port`; resolves once it is ready (at most two minutes).
 */
export async function startDemoConsole(port: number, dataDir: string): Promise<ChildProcess> {
  await rm(dataDir, { recursive: true, force: true });
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`${origin}/health/ready`).catch(() => null))?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the console did not start');
}
