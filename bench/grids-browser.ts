// The 5,000-siren grid in Chromium (`E2E_PORT=… node bench/grids-browser.ts`): starts the console on a
// fresh embedded demo database, logs in as the national administrator and measures, 7 times each, the
// time from opening /data/sirens to the first rows on screen and from typing a canton into the column
// filter to the filtered row count. Baseline, measured in the same run: opening the 10-row siren model
// grid (same page code, client-side rows). Figures: medians.
import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8199);
const baseURL = `http://localhost:${port}`;
const dataDir = `data/bench-grids-${port}`;
const RUNS = 7;

async function startConsole(): Promise<ChildProcess> {
  await rm(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`${baseURL}/health/ready`).catch(() => null))?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the console did not start');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeTo(action: () => Promise<unknown>, done: () => Promise<unknown>) {
  const started = performance.now();
  await action();
  await done();
  return performance.now() - started;
}

const server = await startConsole();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${baseURL}/home`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('demo-2026');
  await page.locator('input[name="password"]').press('Enter');
  await page.waitForURL(/\/home/);
  const firstRow = () => page.locator('.ag-row[row-index="0"] .ag-cell').first().waitFor();
  const open = (path: string) => timeTo(() => page.goto(`${baseURL}${path}`), firstRow);
  await open('/data/sirens');
  const models: number[] = [];
  const sirens: number[] = [];
  const filtered: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    models.push(await open('/data/sirenmodels'));
    sirens.push(await open('/data/sirens'));
    const input = page.getByRole('textbox', { name: 'Kanton Filtereingabe' });
    filtered.push(
      await timeTo(
        () => input.fill('BE'),
        () =>
          page.locator('.ag-row[row-index="0"] .ag-cell[col-id="stateCode"]', { hasText: 'BE' }).waitFor(),
      ),
    );
  }
  const baseline = median(models);
  for (const [label, values] of [
    ['open the 10 siren models (baseline)', models],
    ['open the ~5,100 stationary sirens', sirens],
    ['filter the sirens by canton', filtered],
  ] as const) {
    console.log(
      `${label.padEnd(40)} median ${median(values).toFixed(0).padStart(6)} ms  ×${(median(values) / baseline).toFixed(1)}`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
