import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { type Browser, expect, type Page } from '@playwright/test';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import { ConsoleProcess } from './support/dashboard.ts';
import { drawAreaAndSubmit, eventIdOf } from './support/events.ts';
import { login } from './support/session.ts';
import { test } from './support/test.ts';

const de = deLocale.events;
// Its own console, beside those of dashboard.spec.ts (+1000 … 1002) and home-status.spec.ts (+1003).
const port = Number(process.env.E2E_PORT ?? 8199) + 1010;
const dataDir = `data/e2e-${port}`;
const SCREENSHOT = `test-results/channel-warning-${port}.png`;

let console_: ConsoleProcess;

/** A loopback port nothing listens on: the device network's broker is away. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(dataDir, { recursive: true, force: true });
  console_ = new ConsoleProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    MQTT_URL: `mqtt://127.0.0.1:${await closedPort()}`,
    CHANNEL_CHECK_SECONDS: '1',
    WEB_DIST: process.env.WEB_DIST ?? 'dist/web',
  });
  await console_.start();
});

test.afterAll(async () => {
  await console_?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function operator(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  // Publishing an alarm may call people out: the wake-up notice is closed, as an operator would.
  const close = page.getByRole('button', { name: deLocale.wakeups.notification.close });
  await page.addLocatorHandler(page.getByRole('alert').filter({ has: close }), () => close.click());
  await login(page, userName, undefined, `${console_.origin}/home`);
  return page;
}

/** The author drafts an alarm from the chemical-accident template (sirens included) and submits it. */
async function draftAndSubmit(author: Page): Promise<number> {
  await author.getByRole('link', { name: deLocale.menu.homeLinks.newEventWithTemplate }).click();
  await author.getByRole('button', { name: /Chemieunfall/ }).click();
  await expect(author).toHaveURL(/\/events\/\d+\/edit$/);
  const eventId = eventIdOf(author);
  for (const [tab, title] of [
    [/^Deutsch/, 'Chemieunfall in Dübendorf'],
    [/^Français/, 'Accident chimique à Dübendorf'],
    [/^Italiano/, 'Incidente chimico a Dübendorf'],
  ] as const) {
    await author.getByRole('tab', { name: tab }).click();
    await author
      .getByRole('tabpanel')
      .getByRole('textbox', { name: de.editor.texts.title, exact: true })
      .fill(title);
  }
  await drawAreaAndSubmit(author);
  return eventId;
}

test('with the device network away, the LIVE approval says the sirens will not sound, and the timeline keeps it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const eventId = await draftAndSubmit(await operator(browser, 'zh.operator'));

  const approver = await operator(browser, 'zh.operator2');
  await approver.goto(`${console_.origin}/events/${eventId}`);
  await approver.getByRole('toolbar').getByRole('button', { name: de.actions.APPROVE }).click();
  const popup = approver.getByRole('alertdialog', { name: de.actions.publish.title.LIVE });
  await expect(popup.locator('[data-live-warning]')).toBeVisible();
  const sirensAway = popup.getByText(de.channelOutage.SIRENS.UNAVAILABLE);
  await expect(sirensAway).toBeVisible();
  // The popup focuses the typed field at its foot; the picture shows its head: LIVE warning and channels.
  await expect(popup.getByRole('textbox')).toBeFocused();
  await popup.locator('[data-live-warning]').scrollIntoViewIfNeeded();
  await popup.screenshot({ path: SCREENSHOT });
  await popup.getByRole('textbox').fill(`LIVE ${eventId}`);
  const published = approver.waitForResponse((r) => r.url().endsWith(`/events/${eventId}/actions/APPROVE`));
  await popup.getByRole('button', { name: de.actions.publish.ok.LIVE }).click();
  expect((await published).status()).toBe(200);

  const timeline = approver.getByLabel(de.timeline.title);
  await expect(timeline).toContainText(de.timeline.actions.CHANNEL_UNAVAILABLE);
  await expect(timeline).toContainText(de.timeline.channels.SIRENS);
});
