// The web app in Chromium (`npx node bench/web.ts`, needs `npm run build`): starts the console on a fresh
// embedded demo database and Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) headless, logs in as
// the national administrator through the real login page (playwright-core over the debugging port), then
// measures BENCH_RUNS times: the bytes each page fetches with an empty cache until the network is quiet
// (login, /home, /data/sirens; as sent, i.e. brotli) and Lighthouse desktop (performance, LCP, TBT) on
// /home logged in, in the logged-in tab itself (its session lives in sessionStorage). Baseline of the
// same run: Lighthouse on the login page. Targets: performance ≥ 0.95, LCP ≤ 1 s. WEB_LIGHTHOUSE_DIR keeps
// the last full Lighthouse report of each page there.
import { existsSync, writeFileSync } from 'node:fs';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Page } from 'playwright-core';
import puppeteer, { type Page as Tab } from 'puppeteer-core';
import { benchPort, benchRuns, type Case, figure, report, startDemoConsole } from './support.ts';

const port = benchPort(0);
const base = `http://localhost:${port}`;
const dataDir = `data/bench-web-${port}`;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

interface Bytes {
  jsCss: number;
  all: number;
}

/** Opens `url` in `page` with an empty, disabled cache and sums what arrives until `shown` and a quiet network. */
async function bytesOf(page: Page, url: string, shown: () => Promise<unknown>): Promise<Bytes> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const bytes: Bytes = { jsCss: 0, all: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    bytes.all += event.encodedDataLength;
    const type = types.get(event.requestId);
    if (type === 'Script' || type === 'Stylesheet') bytes.jsCss += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await shown();
  await cdp.detach();
  return bytes;
}

interface Scores {
  performance: number;
  lcpMs: number;
  tbtMs: number;
}

// Lighthouse's own trace recording fails now and then (NO_NAVSTART): such a run is repeated, a few times at most.
const TRACE_ATTEMPTS = 3;

/** Lighthouse desktop, performance only, on `url`: in a tab of its own, or in `tab` (keeping its session). */
async function lighthouseOn(chrome: LaunchedChrome, url: string, tab?: Tab, attempt = 1): Promise<Scores> {
  if (tab) {
    const session = await tab.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
  }
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The session of the logged-in tab stays; the HTTP cache is emptied above.
      disableStorageReset: tab !== undefined,
    },
    desktopConfig,
    tab,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  // The whole report of the last run, to see what delays the page (LCP element, critical chains, long tasks).
  const keep = process.env.WEB_LIGHTHOUSE_DIR;
  if (keep)
    writeFileSync(
      `${keep}/lighthouse${new URL(url).pathname.replaceAll('/', '-')}.json`,
      result.report as string,
    );
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < TRACE_ATTEMPTS)
    return lighthouseOn(chrome, url, tab, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl} instead of ${url}`);
  }
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}

const kB = (values: number[]) =>
  figure(
    values.map((value) => value / 1000),
    'kB',
  );

function lighthouseCase(label: string, runs: Scores[], baseline?: Scores[]): Case {
  const performance = figure(
    runs.map((run) => run.performance),
    'score',
  );
  const lcp = figure(
    runs.map((run) => run.lcpMs),
    'ms',
  );
  const tbt = figure(
    runs.map((run) => run.tbtMs),
    'ms',
  );
  const basePerformance =
    baseline &&
    figure(
      baseline.map((run) => run.performance),
      'score',
    );
  return {
    label,
    figure: performance,
    ...(basePerformance ? { ratio: performance.median / basePerformance.median } : {}),
    extra: { lcpMs: lcp.median, lcpMaxMs: lcp.max, tbtMs: tbt.median, tbtMaxMs: tbt.max },
    ...(baseline
      ? {
          target: 'performance ≥ 0.95, LCP ≤ 1,000 ms',
          met: performance.median >= 0.95 && lcp.median <= 1000,
        }
      : {}),
  };
}

if (!existsSync('dist/web/index.html')) {
  console.log('bench/web needs the web build (npm run build): skipped');
  process.exit(0);
}

const server = await startDemoConsole(port, dataDir);
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  // Not logged in: /home leads to the login page.
  await page.goto(`${base}/home`);
  const password = page.locator('input[name="password"]');
  await password.waitFor();
  const loginUrl = page.url();
  const runs = benchRuns();
  const bytes = { login: [] as Bytes[], home: [] as Bytes[], sirens: [] as Bytes[] };
  const login: Scores[] = [];
  for (let run = 0; run < runs; run++) {
    bytes.login.push(await bytesOf(page, loginUrl, () => password.waitFor()));
    login.push(await lighthouseOn(chrome, loginUrl));
  }
  await page.locator('input[name="username"]').fill('admin');
  await password.fill('demo-2026');
  await password.press('Enter');
  await page.waitForURL(/\/home$/);
  const homeShown = () => page.getByRole('navigation').first().waitFor();
  const sirensShown = () => page.locator('.ag-row[row-index="0"] .ag-cell').first().waitFor();
  const tabs = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const homeTab = (await tabs.pages()).find((tab) => tab.url().startsWith(`${base}/home`));
  if (!homeTab) throw new Error('the logged-in tab was not found');
  const home: Scores[] = [];
  for (let run = 0; run < runs; run++) {
    bytes.home.push(await bytesOf(page, `${base}/home`, homeShown));
    bytes.sirens.push(await bytesOf(page, `${base}/data/sirens`, sirensShown));
    home.push(await lighthouseOn(chrome, `${base}/home`, homeTab));
  }
  await tabs.disconnect();
  await browser.close();
  const bytesCase = (label: string, values: Bytes[]): Case => ({
    label,
    figure: kB(values.map((value) => value.jsCss)),
    extra: { allKB: kB(values.map((value) => value.all)).median },
  });
  report({
    name: 'web',
    description:
      'Lighthouse desktop on /home logged in (performance score; LCP, TBT in ms) and the bytes each page fetches (JS+CSS as sent; all)',
    runs,
    baseline: lighthouseCase('Lighthouse on the login page', login),
    cases: [
      lighthouseCase('Lighthouse on /home, logged in', home, login),
      bytesCase('bytes: login page JS+CSS', bytes.login),
      bytesCase('bytes: /home JS+CSS until quiet', bytes.home),
      bytesCase('bytes: /data/sirens JS+CSS until quiet', bytes.sirens),
    ],
    notes: [
      'Bytes are what Chromium received (brotli), including what loads after the first render; the budget check (scripts/check-bundle-budget.ts) counts gzip of what /home needs before it shows.',
    ],
  });
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}
