// Start to ready of the console (`npx node bench/startup.ts`): the real `src/server/main.ts` in its own
// process on the embedded database with demo data: a first start on an empty data folder (create,
// migrate, seed) and a restart on it, BENCH_RUNS times. "Ready" is the log line the console writes once
// it listens, with where the time went (modules, open, migrate, seed, build, listen). Baseline of the
// same run: a bare Node process that starts an HTTP server. Targets: first start ≤ 8 s, restart ≤ 3 s.
// Like `npm start`, it first makes sure the build's embedded database template exists (ADR 0023); a first
// start without it runs PGlite's initdb (about 5 s more).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePgliteTemplate } from '../src/server/db/pgliteTemplate.ts';
import { against, benchPort, benchRuns, figure, median, report } from './support.ts';

interface Start {
  ms: number;
  phasesMs: Record<string, number>;
}

/** Starts a process and resolves when it writes `ready` (the console's JSON log line or the bare "ready"). */
async function startOnce(args: string[], env: Record<string, string>): Promise<Start> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const ready = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l === 'ready' || l.includes('operator console ready'));
      if (line) resolve(line);
    });
    child.once('exit', (code) =>
      reject(new Error(`exited with ${code} before ready: ${output.slice(-500)}`)),
    );
  });
  const ms = performance.now() - started;
  child.kill('SIGTERM');
  await once(child, 'exit');
  return { ms, phasesMs: ready.startsWith('{') ? (JSON.parse(ready).phasesMs ?? {}) : {} };
}

const port = String(benchPort(10));
const consoleEnv = (dataDir: string) => ({
  PORT: port,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  DEMO_DATA: '1',
  LOG_LEVEL: 'info',
  WEB_DIST: join(dataDir, 'no-web'),
});
const bare = `require('node:http').createServer().listen(${port}, () => console.log('ready'))`;

await writePgliteTemplate();
const runs = { bare: [] as Start[], first: [] as Start[], restart: [] as Start[] };
for (let r = 0; r < benchRuns(); r++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'oc-bench-start-'));
  try {
    runs.bare.push(await startOnce(['-e', bare], {}));
    runs.first.push(await startOnce(['src/server/main.ts'], consoleEnv(dataDir)));
    runs.restart.push(await startOnce(['src/server/main.ts'], consoleEnv(dataDir)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const phases = (starts: Start[]) =>
  Object.fromEntries(
    Object.keys(starts[0]?.phasesMs ?? {}).map((k) => [
      `${k}Ms`,
      median(starts.map((s) => s.phasesMs[k] ?? 0)),
    ]),
  );
const baseline = figure(
  runs.bare.map((s) => s.ms),
  'ms',
);
const limit = (ms: number) => ({
  text: `≤ ${ms / 1000} s`,
  met: (_: number, f: { median: number }) => f.median <= ms,
});
report({
  name: 'startup',
  description: 'start to ready of src/server/main.ts on the embedded database with demo data',
  runs: benchRuns(),
  baseline: { label: 'bare Node HTTP server', figure: baseline },
  cases: [
    {
      ...against(
        baseline,
        'first start, empty data folder',
        figure(
          runs.first.map((s) => s.ms),
          'ms',
        ),
        limit(8000),
      ),
      extra: phases(runs.first),
    },
    {
      ...against(
        baseline,
        'restart',
        figure(
          runs.restart.map((s) => s.ms),
          'ms',
        ),
        limit(3000),
      ),
      extra: phases(runs.restart),
    },
  ],
});
