import { expect, type Page } from '@playwright/test';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import { ownConsole } from './support/dashboard.ts';
import { login } from './support/session.ts';
import { test } from './support/test.ts';

const de = deLocale;
// A console of its own, beside the one Playwright starts, so that this test can stop it.
const consoleServer = ownConsole('outage-navigation', 50);
const EVENT_LIST_CODE = '**/assets/EventListPage-*.js';

/** What React Router shows when a route has no error page of its own. */
async function expectNoDeveloperPage(page: Page) {
  await expect(page.getByText('Hey developer')).toHaveCount(0);
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
}

test('during a server outage the menu keeps the shell, and the events page comes by itself once it is back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The events list's code has not arrived before the outage, as if preloading had not reached it yet.
  await page.route(EVENT_LIST_CODE, (route) => route.abort('connectionrefused'));
  await login(page, 'nat.operator');
  const header = page.getByRole('banner');
  const eventsLink = header.getByRole('link', { name: de.shell.header.events });
  await expect(eventsLink).toBeVisible();

  await consoleServer.stop();
  await page.unroute(EVENT_LIST_CODE);
  await eventsLink.click();

  await expect(page.getByRole('alert').filter({ hasText: de.shell.pageUnreachable.title })).toBeVisible();
  await expect(page.getByText(de.shell.pageUnreachable.retrying)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: de.shell.mode.emergencyTitle })).toBeVisible();
  await expect(eventsLink).toBeVisible();
  await expect(page.getByText(de.shell.mode.live, { exact: true })).toBeVisible();
  await expectNoDeveloperPage(page);
  await page.screenshot({ path: test.info().outputPath('outage-events.png') });

  await consoleServer.start();
  await expect(page.getByRole('heading', { level: 1, name: de.events.list.title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(de.shell.pageUnreachable.title)).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: de.shell.mode.emergencyTitle })).toHaveCount(0, {
    timeout: 15_000,
  });
  await expectNoDeveloperPage(page);
});

test('after login every menu screen opens during an outage, its code fetched beforehand', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, 'nat.operator');
  const header = page.getByRole('banner');
  // Preloading has reached the events list and the /data pages once their code has arrived.
  const fetched = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  await expect
    .poll(async () => (await fetched()).filter((url) => /\/(EventList|DataRoute)Page-/.test(url)).length)
    .toBe(2);

  await consoleServer.stop();
  await header.getByRole('link', { name: de.shell.header.events }).click();
  await expect(page.getByRole('heading', { level: 1, name: de.events.list.title })).toBeVisible();
  await expect(page.getByText(de.shell.pageUnreachable.title)).toHaveCount(0);
  await expectNoDeveloperPage(page);
  await consoleServer.start();
});
