import { expect, type Locator, type Page } from '@playwright/test';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import { demoEventId, ownConsole } from './support/dashboard.ts';
import { login } from './support/session.ts';
import { test } from './support/test.ts';

const de = deLocale;
// A console of its own, beside the one Playwright starts, so that this test can stop it.
const consoleServer = ownConsole('last-known', 8);
const AVALANCHE = 'Erhöhte Lawinengefahr in den Alpen';
const SIHL = demoEventId((event) => event.title.de === 'Hochwasser an der Sihl');
// "Stand 14:02:31": the time the shown data arrived, in Zurich time.
const AS_OF = new RegExp(`^${de.ui.lastKnown.asOf.replace('{{time}}', '\\d{2}:\\d{2}:\\d{2}')}$`);

/** Goes to a route inside the running app, as a menu entry does: no reload, the data on screen stays. */
async function visit(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The page shows data as last known: its time, and no developer page or load failure. */
async function expectLastKnown(page: Page, where: Locator, name: string) {
  await expect(where.getByText(AS_OF)).toBeVisible();
  await expect(page.getByText('Hey developer')).toHaveCount(0);
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByText(de.shell.pageUnreachable.title)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`outage-${name}.png`) });
}

const bannerPopup = (page: Page) => page.getByRole('dialog', { name: de.banner.popup.edit });
const emergency = (page: Page) => page.getByRole('alert').filter({ hasText: de.shell.mode.emergencyTitle });

test('with the server stopped, events, an event, the banner and a grid show their last-known data with its age', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, 'nat.operator');
  const header = page.getByRole('banner');
  // The operator's morning: each screen once while the server answers. The header's events link opens the
  // approvals waiting for the Confederation (the demo's BE+SO one is past its deadline): the list is a visit.
  await expect(header.getByRole('link', { name: de.shell.header.events })).toBeVisible();
  await visit(page, '/events');
  await page.getByRole('link', { name: AVALANCHE }).click();
  await expect(page.getByRole('heading', { level: 1, name: AVALANCHE })).toBeVisible();
  await header.getByRole('button', { name: de.shell.header.banner.edit }).click();
  await expect(bannerPopup(page).getByRole('button', { name: de.banner.actions.publish })).toBeVisible();
  await page.keyboard.press('Escape');
  await visit(page, '/data/organisations');
  await expect(page.getByRole('gridcell').first()).toBeVisible();
  await visit(page, '/home');

  await consoleServer.stop();
  await expect(emergency(page)).toBeVisible();

  await visit(page, '/events');
  await expect(page.getByRole('heading', { level: 1, name: de.events.list.title })).toBeVisible();
  await expect(page.getByRole('link', { name: AVALANCHE })).toBeVisible();
  await expect(page.getByText(de.events.list.loadFailed)).toHaveCount(0);
  await expectLastKnown(page, page.getByRole('main'), 'events');

  await page.getByRole('link', { name: AVALANCHE }).click();
  await expect(page.getByRole('heading', { level: 1, name: AVALANCHE })).toBeVisible();
  await expect(page.getByText(de.ui.lastKnown.actionsOff)).toBeVisible();
  await expectLastKnown(page, page.getByRole('main'), 'event');

  await header.getByRole('button', { name: de.shell.header.banner.edit }).click();
  const popup = bannerPopup(page);
  await expect(popup.getByRole('button', { name: de.banner.actions.publish })).toBeDisabled();
  await expect(popup.getByText(de.ui.lastKnown.actionsOff)).toBeVisible();
  await expectLastKnown(page, popup, 'banner');
  await page.keyboard.press('Escape');

  await visit(page, '/data/organisations');
  await expect(page.getByRole('gridcell').first()).toBeVisible();
  await expect(page.getByRole('button', { name: de.data.grid.exportPdf })).toBeDisabled();
  await expectLastKnown(page, page.getByRole('main'), 'grid');

  // On recovery the grid reloads by itself: fresh data names no age, and its actions come back.
  await consoleServer.start();
  await expect(emergency(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: de.data.grid.exportPdf })).toBeEnabled();
  await expect(page.getByText(AS_OF)).toHaveCount(0);
});

test('what an operator types in the event editor during an outage is kept and saved after recovery', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, 'zh.operator', undefined, `/events/${SIHL}/edit`);
  const editor = de.events.editor;
  const title = page.getByRole('tabpanel').getByRole('textbox', { name: editor.texts.title });
  await expect(title).toHaveValue('Hochwasser an der Sihl');

  await consoleServer.stop();
  await expect(emergency(page)).toBeVisible();
  // The strip above says it; no notice floats over the form, and the age lines up with the editor.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  const asOf = page.getByRole('main').getByText(AS_OF);
  await expect(asOf).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  expect((await asOf.boundingBox())?.x).toBeGreaterThanOrEqual((await heading.boundingBox())?.x ?? 0);
  await title.fill('Hochwasser an der Sihl und der Limmat');
  await expect(page.getByRole('button', { name: editor.actions.save })).toBeDisabled();
  await expect(page.getByText(de.ui.lastKnown.actionsOff)).toBeVisible();
  // Kept in the browser too: a reload once the page can load again brings it back.
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('draft')));
  expect(stored).toEqual([`console.draft.zh.operator.event.${SIHL}`]);
  await page.screenshot({ path: test.info().outputPath('outage-editor.png') });

  await consoleServer.start();
  await expect(emergency(page)).toHaveCount(0, { timeout: 15_000 });
  // Saved by itself: nothing left to save, the draft is gone, and the server gives the new title.
  await expect(page.getByRole('button', { name: editor.actions.save })).toBeDisabled();
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('draft')).length))
    .toBe(0);
  await page.reload();
  await expect(title).toHaveValue('Hochwasser an der Sihl und der Limmat');
  await expect(page.getByText(de.ui.lastKnown.draftRestoredTitle)).toHaveCount(0);
});

test('the wake-up form keeps what is typed during an outage and sends only once the server is back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, 'zh.operator', undefined, '/wakeups?popup=sendManualWakeupFromHome');
  const send = de.wakeups.send;
  const form = page.getByRole('dialog', { name: send.title });
  const subject = form.getByRole('textbox', {
    name: send.subject.replace('{{language}}', send.languages.de),
  });
  const submit = form.getByRole('button', { name: send.submit });
  await expect(submit).toBeEnabled();

  await consoleServer.stop();
  // The emergency strip lies under the window: the window itself says why sending waits.
  await expect(form.getByText(de.ui.lastKnown.actionsOff)).toBeVisible();
  await expect(submit).toBeDisabled();
  await subject.fill('Stromausfall Winterthur');

  await consoleServer.start();
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  await expect(form.getByText(de.ui.lastKnown.actionsOff)).toHaveCount(0);
  await expect(subject).toHaveValue('Stromausfall Winterthur');
  // Kept in the browser too: reloading (the browser asks first) brings it back, marked as not sent yet.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(subject).toHaveValue('Stromausfall Winterthur');
  await expect(form.getByText(send.draftRestoredTitle)).toBeVisible();
});
