import { expect, type Page } from '@playwright/test';
import { fleetTraitsOf } from '../../src/devices/fleet/traits.ts';
import { CANTON_CODES } from '../../src/domain/cantons.ts';
import { defaultPlan, SIREN_TEST_LIVE_CONFIRMATION, zurichDate } from '../../src/domain/sirenTest.ts';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import { consoleWithFleet } from './support/alarms.ts';
import { login } from './support/session.ts';
import { test } from './support/test.ts';

const de = deLocale.sirenTest;
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
// A console of its own with known faults: the fleet's seed decides which devices are faulty (10 %) or
// without power (5 %), so the expected share follows from the sirens' device ids.
const FLEET = { seed: 1, faultRate: 0.1, unpoweredRate: 0.05, latencyMs: 200, failoverRate: 0 };
consoleWithFleet('siren-test', 45, {
  FLEET_SEED: String(FLEET.seed),
  FLEET_FAULT_RATE: String(FLEET.faultRate),
  FLEET_UNPOWERED_RATE: String(FLEET.unpoweredRate),
  FLEET_FAILOVER_RATE: '0',
  FLEET_SOUNDING_MS: '2000',
  ALARM_FINISH_GRACE_MS: '2000',
});

const PARTICIPANT = 'BS';

/** The LIVE start's strong confirmation: OK stays disabled until LIVE SIREN TEST is typed exactly. */
async function confirmLiveStart(page: Page) {
  const dialog = page.getByRole('alertdialog', { name: de.start.title });
  const ok = dialog.getByRole('button', { name: de.start.ok.LIVE });
  await expect(dialog.getByText(de.start.warning.LIVE)).toBeVisible();
  await expect(ok).toBeDisabled();
  const typed = dialog.getByRole('textbox', {
    name: de.start.strong.replace('{{pattern}}', SIREN_TEST_LIVE_CONFIRMATION),
  });
  await typed.fill('OK');
  await expect(ok).toBeDisabled();
  await typed.fill(SIREN_TEST_LIVE_CONFIRMATION);
  await ok.click();
  await expect(dialog).toBeHidden();
}

async function confirmIn(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: deLocale.ui.popups.ok }).click();
  await expect(dialog).toBeHidden();
}

/** The share the simulated fleet must give: sirens whose device is neither faulty nor unpowered. */
function expectedShare(sirenCodes: string[]): string {
  const working = sirenCodes.filter((code) => {
    const traits = fleetTraitsOf(FLEET.seed, `FGP-${code}`, FLEET);
    return !traits.unpowered && !traits.faultCode;
  });
  // As the console writes a share in German: one decimal, a no-break space before the sign.
  return `${(Math.round((working.length / sirenCodes.length) * 1000) / 10).toFixed(1)}\u00a0%`;
}

test('a national operator plans the siren test, runs it on the fleet, stops it and finds it in the archive', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await login(page, 'nat.operator', undefined, '/data/siren-test-plan');
  // The proposal is the coming test day and its cycle's preparatory system test.
  const { testDate, preparatoryDate } = defaultPlan(new Date());
  const shown = testDate.split('-').reverse().join('.');
  const dayShown = (date: string) => date.split('-').reverse().join('.');
  await expect(
    page.getByRole('heading', { level: 1, name: de.plan.title.replace('{{year}}', testDate.slice(0, 4)) }),
  ).toBeVisible();
  await expect(page.getByTestId('plan-state')).toHaveText(de.plan.proposal.replace('{{date}}', shown));
  await expect(page.getByLabel(de.plan.preparatoryDate)).toHaveText(dayShown(preparatoryDate));
  await expect(page.getByRole('table', { name: de.readiness.cantons })).toBeVisible();

  // Only Basel-Stadt takes part: the others are unticked.
  for (const code of CANTON_CODES.filter((c) => c !== PARTICIPANT))
    await page.getByRole('checkbox', { name: code, exact: true }).uncheck();
  await page.getByRole('button', { name: de.plan.save }).click();
  await expect(page.getByTestId('plan-state')).toHaveText(de.plan.planned.replace('{{date}}', shown));
  await page.screenshot({ path: `${SCREENS}/siren-test-plan-de.png`, fullPage: true });

  await page.getByRole('button', { name: de.start.button }).click();
  await confirmLiveStart(page);
  await expect(page.getByText(de.plan.running.replace('{{date}}', shown))).toBeVisible();
  // It runs today, not on the planned day: the archive files it under today.
  const ranOn = zurichDate(new Date());

  // The active-test entries appear; the overview runs live to its end.
  await page.goto('/data/siren-test-state-overview');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: de.overview.title.replace('{{year}}', testDate.slice(0, 4)),
    }),
  ).toBeVisible();
  // The test has run to its end when every siren has an outcome; sirens without power never answered, so
  // the answered share stays below 100 %.
  await expect(page.getByRole('progressbar', { name: de.overview.progressLabel })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('progress')).not.toHaveText(
    de.overview.progress.replace('{{progress}}', '100'),
  );
  const share = (await page.getByTestId('national-share').textContent()) ?? '';
  await page.screenshot({ path: `${SCREENS}/siren-test-overview-de.png`, fullPage: true });

  await page.goto('/data/siren-test-result');
  await expect(
    page.getByRole('heading', { level: 1, name: de.result.title.replace('{{year}}', testDate.slice(0, 4)) }),
  ).toBeVisible();
  const rows = page.getByRole('table', { name: de.result.table }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const codes = (await rows.locator('td:first-child').allTextContents()).map((text) => text.split(' ')[0]!);
  expect(codes.length).toBeGreaterThan(20);
  expect(share).toBe(expectedShare(codes));
  await page.screenshot({ path: `${SCREENS}/siren-test-result-de.png`, fullPage: true });

  // A cantonal viewer watches the overview in a console of their own while the test is stopped.
  const watcher = await (await browser.newContext()).newPage();
  await login(watcher, 'zh.viewer', undefined, '/data/siren-test-state-overview');
  await expect(watcher.getByTestId('national-share')).toHaveText(share);

  // Stopping from the result page leads home cleanly, here and in the watching console (which learns it
  // live): no read of the ended test fails, nothing is logged.
  const failed: string[] = [];
  for (const screen of [page, watcher]) {
    screen.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    screen.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text());
    });
  }
  await page.getByRole('button', { name: de.stop.button }).click();
  await confirmIn(page, de.stop.title);
  await expect(page).toHaveURL(/\/home$/);
  await expect(watcher).toHaveURL(/\/home$/);

  await page.goto('/data/siren-test-archive');
  const archived = page.getByTestId(`archive-${ranOn}`);
  await expect(archived).toBeVisible();
  await expect(archived.locator('td').first()).toHaveText(
    `${dayShown(ranOn)}${de.archive.planned.replace('{{date}}', shown)}`,
  );
  await expect(archived.locator('td').nth(1)).toHaveText(deLocale.sirenTest.national);
  await expect(archived.locator('td').nth(2)).toHaveText(share);
  await expect(archived.locator('td').nth(4)).toHaveText(String(codes.length));
  await page.screenshot({ path: `${SCREENS}/siren-test-archive-de.png`, fullPage: true });
  expect(failed).toEqual([]);
});
