import { expect, type Page } from '@playwright/test';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import frLocale from '../../src/web/locales/fr.json' with { type: 'json' };
import { consoleWithFleet, counterValue } from './support/alarms.ts';
import { login, switchLanguage } from './support/session.ts';
import { test } from './support/test.ts';

const de = deLocale.water;
const fr = frLocale.water;
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const DAM = 'Räterichsboden (Grimsel)';
// A console of its own with a watchable fleet: 5 % faults, sirens sounding 4 s.
consoleWithFleet('water', 40, {
  FLEET_FAULT_RATE: '0.05',
  FLEET_SOUNDING_MS: '4000',
  ALARM_FINISH_GRACE_MS: '3000',
});

/** The step page with the dam chosen in the list. */
async function openStep(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('radio', { name: DAM }).click();
  await expect(page.getByRole('radio', { name: DAM })).toBeChecked();
}

/** The LIVE confirmation: OK stays disabled until the dam's name is typed. */
async function confirmTyped(page: Page, title: string, ok: string) {
  const confirm = page.getByRole('alertdialog', { name: title });
  await expect(confirm.getByText(deLocale.ui.liveMode.title)).toBeVisible();
  const button = confirm.getByRole('button', { name: ok });
  await expect(button).toBeDisabled();
  await confirm.getByRole('textbox').fill('Räterichsboden');
  await expect(button).toBeDisabled();
  await confirm.getByRole('textbox').fill(DAM);
  await button.click();
  await expect(confirm).toBeHidden();
}

/** A call-out may pop up over the buttons: closed, as an operator would. */
function closingCallOuts(page: Page) {
  const close = page.getByRole('button', {
    name: new RegExp(`^(${deLocale.wakeups.notification.close}|${frLocale.wakeups.notification.close})$`),
  });
  return page.addLocatorHandler(page.getByRole('alert').filter({ has: close }), () => close.click());
}

const state = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });

test('a cantonal operator unlocks a dam, sounds the water alarm on its near zone, watches it and locks it again', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // A national administrator watches the same dam in French: every change reaches them live.
  const watcher = await (await browser.newContext()).newPage();
  await closingCallOuts(watcher);
  await closingCallOuts(page);
  await login(watcher, 'admin', undefined, '/water/lock');
  await switchLanguage(watcher, 'fr');
  await watcher.getByRole('radio', { name: DAM }).click();
  const watched = state(watcher, fr.current.label.replace('{{name}}', DAM));
  await expect(watched.getByText(fr.state.locked)).toBeVisible();

  await login(page, 'be.operator', undefined, '/water/unlock');
  await openStep(page, '/water/unlock', deLocale.menu.homeLinks.waterUnlock);
  await page.getByRole('button', { name: de.actions.unlock }).click();
  await expect(page.getByText(de.errors.reasonRequired)).toBeVisible();
  await page.getByLabel(de.reason.unlock).fill('Gefahrenstufe 5 vom Betreiber gemeldet');
  await page.getByRole('button', { name: de.actions.unlock }).click();
  await page.screenshot({ path: `${SCREENS}/water-unlock-confirm-de.png` });
  await confirmTyped(page, de.confirm.title.unlock.replace('{{name}}', DAM), de.actions.unlock);
  const current = state(page, de.current.label.replace('{{name}}', DAM));
  await expect(current.getByText(de.state.unlocked)).toBeVisible();
  await expect(current.getByText('Gefahrenstufe 5 vom Betreiber gemeldet')).toBeVisible();
  await expect(watched.getByText(fr.state.unlocked)).toBeVisible();
  await expect(watcher.getByTestId('water-blocked')).toHaveCount(0);

  await openStep(page, '/water/alarm', deLocale.menu.homeLinks.waterAlarm);
  await page.getByRole('button', { name: de.actions.alarm }).click();
  await confirmTyped(page, de.confirm.title.alarm.replace('{{name}}', DAM), de.actions.alarm);
  // While it runs the page invites no second trigger: it says so and leads to the running siren alarm.
  const running = page.getByTestId('water-blocked');
  await expect(running).toContainText(de.blocked.running.split(' (')[0]!.replace('{{name}}', DAM));
  await expect(
    running.getByRole('link', { name: new RegExp(de.blocked.toAlarm.replace('{{id}}', '\\d+')) }),
  ).toHaveAttribute('href', /\/data\/sirenalarms\/\d+$/);
  await expect(page.getByRole('button', { name: de.actions.alarm })).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/water-alarm-running-de.png`, fullPage: true });
  const result = page.getByRole('region', { name: de.result.label });
  await expect(result).toBeVisible();
  await expect(result.getByText(deLocale.alarming.status.FINISHED, { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  // Ended, the dam (still unlocked) may sound its water alarm again.
  await expect(page.getByRole('button', { name: de.actions.alarm })).toBeEnabled();
  await expect(running).toHaveCount(0);
  const finished = await counterValue(page, 'FINISHED');
  expect(finished).toBeGreaterThan(0);
  expect(
    finished + (await counterValue(page, 'FAILED')) + (await counterValue(page, 'NO_ANSWER')),
  ).toBeGreaterThan(0);
  await page.screenshot({ path: `${SCREENS}/water-alarm-result-de.png`, fullPage: true });
  await result.getByRole('link', { name: de.result.open }).click();
  await expect(page).toHaveURL(/\/data\/sirenalarms\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Sirenenalarm Nr\. \d+: Wasseralarm/ }),
  ).toBeVisible();

  await openStep(page, '/water/lock', deLocale.menu.homeLinks.waterLock);
  await page.getByRole('button', { name: de.actions.lock }).click();
  await confirmTyped(page, de.confirm.title.lock.replace('{{name}}', DAM), de.actions.lock);
  await expect(current.getByText(de.state.locked)).toBeVisible();
  await expect(watched.getByText(fr.state.locked)).toBeVisible();
  await watcher.screenshot({ path: `${SCREENS}/water-lock-watcher-fr.png`, fullPage: true });

  // Locked again: the water alarm is refused until the next unlock.
  await openStep(page, '/water/alarm', deLocale.menu.homeLinks.waterAlarm);
  const blocked = page.getByTestId('water-blocked');
  await expect(blocked).toContainText(de.blocked.locked.alarm.replace('{{name}}', DAM));
  // The way out: the unlock page with this dam chosen.
  await expect(
    blocked.getByRole('link', { name: de.blocked.toUnlock.replace('{{name}}', DAM) }),
  ).toHaveAttribute('href', /\/water\/unlock\?dam=\d+$/);
  await expect(page.getByRole('button', { name: de.actions.alarm })).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/water-alarm-locked-de.png`, fullPage: true });
});
