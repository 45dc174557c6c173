import { expect, type Page } from '@playwright/test';
import { TcpProxy } from '../../src/server/test-support/tcp-proxy.ts';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import frLocale from '../../src/web/locales/fr.json' with { type: 'json' };
import { ConsoleProcess } from './support/dashboard.ts';
import { FreshDatabase } from './support/outage.ts';
import { DEMO_PASSWORD, login } from './support/session.ts';
import { test } from './support/test.ts';

const de = deLocale;
const fr = frLocale;
// The operator must see the outage within 5 s of the database going away (issue 11).
const DETECTION_MS = 5_000;
const EVENT_TITLE = 'Chemieunfall in Winterthur: Fenster und Türen schliessen';
const EVENT_TITLE_CHANGED = 'Chemieunfall in Winterthur: Gefahr gebannt';
const BANNER = {
  title: 'Sirenentest am Mittwoch 13.30 Uhr',
  subtitle: 'Kein Grund zur Sorge: es ist ein Test',
  url: 'https://www.alert.swiss/de/sirenentest',
};

// Its own console beside the others (dashboard.spec.ts uses E2E_PORT + 1000 … 1003, channel-warning + 1010).
const port = Number(process.env.E2E_PORT ?? 8199) + 1020;
const database = new FreshDatabase();
let server: ConsoleProcess;
let proxy: TcpProxy;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await database.create();
  proxy = new TcpProxy({ host: database.host, port: database.port });
  await proxy.start();
  server = new ConsoleProcess(port, { DATABASE_URL: database.urlVia(proxy.port) });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.stop();
  await database.drop();
});

/** The red strip above every page while the console runs on its last known data. */
function emergencyStrip(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

/** Cuts the console server from its database and returns how long the operator waited for the strip. */
async function cutDatabase(page: Page, stripTitle: string): Promise<number> {
  await proxy.setMode('refuse');
  const cut = Date.now();
  await expect(emergencyStrip(page, stripTitle)).toBeVisible({ timeout: DETECTION_MS });
  return Date.now() - cut;
}

/** Gives the database back and returns how long the strip took to go (the server reconnects by itself). */
async function restoreDatabase(page: Page, stripTitle: string): Promise<number> {
  await proxy.setMode('pass');
  const restored = Date.now();
  await expect(emergencyStrip(page, stripTitle)).toHaveCount(0, { timeout: 15_000 });
  return Date.now() - restored;
}

test('the banner being written survives a database outage, and the events list reloads after it', async ({
  page,
}) => {
  await login(page, 'admin', DEMO_PASSWORD, `${server.origin}/events`);
  const list = page.getByRole('table');
  await expect(list.getByText(EVENT_TITLE)).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: de.shell.header.banner.edit }).click();
  const popup = page.getByRole('dialog', { name: de.banner.popup.edit });
  const title = popup.getByRole('textbox', { name: de.banner.fields.title, exact: true });
  await title.fill(BANNER.title);
  await popup.getByRole('textbox', { name: de.banner.fields.subtitle, exact: true }).fill(BANNER.subtitle);
  await popup.getByRole('textbox', { name: de.banner.fields.url, exact: true }).fill(BANNER.url);

  const detectedAfter = await cutDatabase(page, de.shell.mode.emergencyTitle);
  test.info().annotations.push({ type: 'emergency strip after', description: `${detectedAfter} ms` });
  // The strip names the cause itself; nothing floats over the fields being typed in.
  await expect(emergencyStrip(page, de.dashboard.emergency.databaseDownTitle)).toBeVisible();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expect(title).toHaveValue(BANNER.title);
  await expect(list.getByText(EVENT_TITLE)).toBeVisible();

  // Saving waits for the database, saying why, and leaves the texts as typed (ADR 0019).
  await expect(popup.getByRole('button', { name: de.banner.actions.save, exact: true })).toBeDisabled();
  await expect(popup.getByText(de.ui.lastKnown.actionsOff)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('emergency-de.png') });
  await expect(title).toHaveValue(BANNER.title);

  // Another console server, still connected, changes the event while this one cannot read it.
  await database.run(
    `UPDATE event SET title = jsonb_set(title, '{de}', to_jsonb($1::text)),
       content = jsonb_set(content, '{texts,de,title}', to_jsonb($1::text))
     WHERE title->>'de' = $2`,
    [EVENT_TITLE_CHANGED, EVENT_TITLE],
  );

  const recoveredAfter = await restoreDatabase(page, de.shell.mode.emergencyTitle);
  test.info().annotations.push({ type: 'emergency strip gone after', description: `${recoveredAfter} ms` });
  await expect(page.getByText(de.dashboard.emergency.recoveredTitle)).toBeVisible();
  await expect(list.getByText(EVENT_TITLE_CHANGED)).toBeVisible();
  await expect(title).toHaveValue(BANNER.title);

  // What was typed during the outage is saved by itself once the database answers.
  await expect(popup.getByTestId('banner-last-change')).toContainText('(admin)');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a French-speaking operator is told in French, and the notice of recovery follows', async ({ page }) => {
  await login(page, 'device.admin', DEMO_PASSWORD, server.origin);
  // The home page is complete (its map drawn) before the cut, as on a console that has run a while.
  await expect(
    page.getByRole('region', { name: fr.dashboard.map.label }).locator('path[data-canton]').first(),
  ).toBeVisible();

  const detectedAfter = await cutDatabase(page, fr.shell.mode.emergencyTitle);
  test.info().annotations.push({ type: 'emergency strip after', description: `${detectedAfter} ms` });
  await expect(emergencyStrip(page, fr.dashboard.emergency.databaseDownTitle)).toBeVisible();
  await expect(emergencyStrip(page, fr.dashboard.emergency.databaseDown)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('emergency-fr.png') });

  const recoveredAfter = await restoreDatabase(page, fr.shell.mode.emergencyTitle);
  test.info().annotations.push({ type: 'emergency strip gone after', description: `${recoveredAfter} ms` });
  await expect(page.getByText(fr.dashboard.emergency.recoveredTitle)).toBeVisible();
  await expect(page.getByText(fr.dashboard.emergency.databaseDownTitle)).toHaveCount(0);
});
