import { expect, type Locator } from '@playwright/test';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import { chooseGroup, columnCells, consoleWithFleet, counterValue, openedAlarmId } from './support/alarms.ts';
import { login } from './support/session.ts';
import { test } from './support/test.ts';

const de = deLocale.alarming;

/** The texts of the elements cut short (ending in "…" because wider than their box). */
const cutShort = (elements: Locator) =>
  elements.evaluateAll((all) =>
    all.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
  );
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
// A console of its own with a watchable fleet: 5 % faults, sirens sounding 6 s.
consoleWithFleet('alarms', 1030, {
  FLEET_FAULT_RATE: '0.05',
  FLEET_SOUNDING_MS: '6000',
  ALARM_FINISH_GRACE_MS: '3000',
});

test('an operator sounds a siren group LIVE and watches the sirens answer, faults included', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'zh.operator', undefined, '/data/sirenalarms');
  await expect(page.getByRole('heading', { level: 1, name: deLocale.menu.data.sirenalarms })).toBeVisible();

  await chooseGroup(page, 'Ganzer Kanton', 'Ganzer Kanton Zürich (ZH)');
  const confirm = page.getByRole('alertdialog', { name: de.trigger.confirm.title.LIVE });
  await expect(confirm.getByText(deLocale.ui.liveMode.title)).toBeVisible();
  await expect(confirm.getByText(de.trigger.confirm.warning.LIVE)).toBeVisible();
  const ok = confirm.getByRole('button', { name: de.trigger.confirm.ok.LIVE });
  await expect(ok).toBeDisabled();
  await confirm.getByRole('textbox').fill('LIVE ALARM');
  await page.screenshot({ path: `${SCREENS}/siren-alarm-confirm-live-de.png` });
  await ok.click();

  const id = await openedAlarmId(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `Sirenenalarm Nr. ${id}: Allgemeiner Alarm` }),
  ).toBeVisible();
  // The page is never reloaded: the counters and rows move with the live progress only.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        seen.add(await counterValue(page, 'FINISHED'));
        return seen.size > 1 && (await counterValue(page, 'FAILED')) > 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // Beside the menu on a 1366-pixel screen and on a wide one, the municipality has its room: header and names
  // whole, the short columns narrow, nothing to scroll sideways.
  for (const width of [1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const municipality = page.locator('.ag-header-cell[col-id="municipality"]');
    await expect(municipality).toHaveText(de.fields.municipality);
    await expect.poll(async () => (await municipality.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(160);
    const cut = page.locator(
      '.ag-header-cell[col-id="municipality"] .ag-header-cell-text, .ag-row .ag-cell[col-id="municipality"]',
    );
    expect(await cutShort(cut)).toEqual([]);
    expect(await columnCells(page, 'municipality').first().textContent()).toMatch(/\S/);
    const sideways = page.locator('.ag-body-horizontal-scroll-viewport');
    expect(await sideways.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByLabel(de.detail.stateFilter, { exact: true }).and(page.locator('input')).click();
  await page.getByRole('option', { name: new RegExp(`^${de.states.FAILED} \\(`) }).click();
  await expect(columnCells(page, 'state').first()).toHaveText(de.states.FAILED);
  await expect(columnCells(page, 'faultCode').first()).toHaveText(/\S+/);

  await expect(page.getByText(de.status.FINISHED, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const finished = await counterValue(page, 'FINISHED');
  const failed = await counterValue(page, 'FAILED');
  expect(finished).toBeGreaterThan(failed);
  // The totals per canton are counted from the same live lines as the counters.
  const zurich = page.getByRole('table', { name: de.detail.byCanton }).getByRole('row', { name: /Zürich/ });
  await expect(zurich.getByRole('cell').nth(3)).toHaveText(String(finished));
  await expect(zurich.getByRole('cell').nth(4)).toHaveText(String(failed));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 2000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/siren-alarm-detail-de.png` });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('link', { name: de.detail.back }).click();
  await expect(page.locator(`[data-alarm-id="${id}"]`)).toContainText(de.status.FINISHED);
  await page.screenshot({ path: `${SCREENS}/siren-alarm-list-de.png` });
});

test('a trainee’s exercise alarm runs through without any siren sounding', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'zh.trainee', undefined, '/data/sirenalarms');
  await chooseGroup(page, 'Region', /^Region .* \(ZH\)$/);
  const confirm = page.getByRole('alertdialog', { name: de.trigger.confirm.title.EXERCISE });
  await expect(confirm.getByText(de.trigger.confirm.warning.EXERCISE)).toBeVisible();
  await expect(confirm.getByRole('textbox')).toHaveCount(0);
  await confirm.getByRole('button', { name: de.trigger.confirm.ok.EXERCISE }).click();

  await openedAlarmId(page);
  // A siren's state says it in full: its "(Übung)" is never cut off in the narrow column.
  const wouldHaveSounded = columnCells(page, 'state').locator('[data-state="SOUNDING"]').first();
  await expect(wouldHaveSounded).toHaveText(de.exerciseStates.SOUNDING);
  expect(await cutShort(wouldHaveSounded.locator('.mantine-Badge-label'))).toEqual([]);
  await expect(page.getByText(de.status.FINISHED, { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-exercise-notice]')).toContainText(
    /Keine Sirene hat ertönt \(Sirenen mit Ton: 0\)/,
  );
  expect(await counterValue(page, 'FINISHED', 'EXERCISE')).toBeGreaterThan(0);
  expect(await counterValue(page, 'SOUNDING', 'EXERCISE')).toBe(0);
  await expect(page.getByRole('group', { name: de.states.SOUNDING, exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/siren-alarm-exercise-detail-de.png` });
});
