// The 5,000-siren grid in Chromium (`E2E_PORT=… node bench/grids-browser.ts`): starts the console on a
// fresh embedded demo database, logs in as the national administrator and measures, 7 times each, the
// time from opening /data/sirens to the first rows on screen and from picking a canton in the column's
// value-list filter to the first filtered row. Baseline, measured in the same run: opening the 10-row
// siren model grid (same page code, client-side rows). Figures: medians.
import { chromium, type Page } from '@playwright/test';
import de from '../src/web/locales/de.json' with { type: 'json' };
import { startDemoConsole } from './support.ts';

const port = Number(process.env.E2E_PORT ?? 8199);
const baseURL = `http://localhost:${port}`;
const dataDir = `data/bench-grids-${port}`;
const RUNS = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeTo(action: () => Promise<unknown>, done: () => Promise<unknown>) {
  const started = performance.now();
  await action();
  await done();
  return performance.now() - started;
}

/** Checks or unchecks Bern in the canton column's value-list filter, as an operator does. */
async function pickCanton(page: Page, action: 'check' | 'uncheck') {
  await page.getByRole('button', { name: `Filter ${de.data.sirens.fields.stateCode}` }).click();
  const list = page.getByRole('group', { name: de.data.valueList.values });
  await list.getByRole('checkbox', { name: 'BE', exact: true })[action]();
  await page.keyboard.press('Escape');
  await list.waitFor({ state: 'hidden' });
}

const server = await startDemoConsole(port, dataDir);
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
    filtered.push(
      await timeTo(
        () => pickCanton(page, 'check'),
        () =>
          page.locator('.ag-row[row-index="0"] .ag-cell[col-id="stateCode"]', { hasText: 'BE' }).waitFor(),
      ),
    );
    // The grid keeps its filter: cleared again, so that the next opening shows every siren.
    await pickCanton(page, 'uncheck');
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
