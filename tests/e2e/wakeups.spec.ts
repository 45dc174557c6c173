import { rmSync } from 'node:fs';
import { type Browser, expect, type Page } from '@playwright/test';
import { ackLinkIn, mailText } from '../../src/server/test-support/mailText.ts';
import { startSmtp } from '../../src/server/test-support/smtp.ts';
import de from '../../src/web/locales/de.json' with { type: 'json' };
import fr from '../../src/web/locales/fr.json' with { type: 'json' };
import { ConsoleProcess, expectCount } from './support/dashboard.ts';
import { login, switchLanguage } from './support/session.ts';
import { test } from './support/test.ts';

// A console of its own, above the spec run's port, that mails over SMTP_URL to the test's server.
const port = Number(process.env.E2E_PORT ?? 8199) + 11;
const dataDir = `data/e2e-${port}`;
const SCREENS = 'test-results/screens';
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let console_: ConsoleProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtp();
  rmSync(dataDir, { recursive: true, force: true });
  console_ = new ConsoleProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    WEB_DIST: process.env.WEB_DIST ?? 'dist/web',
  });
  await console_.start();
});
test.afterAll(async () => {
  await console_?.stop();
  await smtp?.close();
});

const SUBJECT = {
  de: 'Lagerapport Hochwasser 1432',
  fr: 'Rapport de situation crue 1432',
  it: 'Rapporto sulla situazione piena 1432',
  en: 'Flood situation report 1432',
};
const LANGUAGE_NAMES = { de: 'Deutsch', fr: 'Französisch', it: 'Italienisch', en: 'Englisch' } as const;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

async function userPage(browser: Browser, user: string, target: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await login(page, user, undefined, `${console_.origin}${target}`);
  return page;
}

/** The user sends the wake-up from the popup outlet, as the home link opens it, to the organisations given. */
async function sendTo(page: Page, codes: string[], subject: Record<string, string> = SUBJECT) {
  await page.goto(`${console_.origin}/wakeups?popup=sendManualWakeupFromHome`);
  const popup = page.getByRole('dialog', { name: de.wakeups.send.title });
  await popup.getByLabel(de.wakeups.send.organisations).click();
  for (const code of codes) await page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
  await popup.getByRole('heading').first().click();
  for (const [language, name] of Object.entries(LANGUAGE_NAMES))
    await popup.getByLabel(fill(de.wakeups.send.subject, { language: name })).fill(subject[language] ?? '');
  await popup
    .getByLabel(fill(de.wakeups.send.message, { language: 'Französisch' }))
    .fill('Rendez-vous à 15h00.');
  // The optional event's label stays on one line above its field.
  const eventLabel = popup.getByText(de.wakeups.send.event);
  expect((await eventLabel.boundingBox())?.height ?? 0).toBeLessThan(30);
  await page.screenshot({ path: `${SCREENS}/wakeups-send-form.png` });
  await popup.getByRole('button', { name: de.wakeups.send.submit }).click();
  const question = page.getByRole('alertdialog', { name: de.wakeups.send.confirmTitle });
  await question.getByRole('button', { name: de.wakeups.send.submit }).click();
}

/** nat.operator sends the wake-up to Zurich: the popup says it was sent, to whom, and in which state. */
async function sendToZurich(page: Page) {
  await sendTo(page, ['ZH-KAPO']);
  const sent = page.getByRole('dialog', { name: fill(de.wakeups.sent.title_one, {}) });
  const wakeup = sent.getByRole('listitem');
  await expect(wakeup).toContainText('ZH-KAPO');
  await expect(wakeup.getByText(de.wakeups.states.ACKNOWLEDGE_PENDING)).toBeVisible();
  // Sent: the form's draft is no longer kept in the browser.
  const drafts = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('draft')));
  expect(drafts).toEqual([]);
  await wakeup.getByRole('link', { name: new RegExp(SUBJECT.de) }).click();
  await expect(page.getByRole('cell', { name: de.wakeups.channels.EMAIL }).first()).toBeVisible();
}

test('a national wake-up reaches Zurich’s staff in the console and by mail; each link acknowledges once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const national = await userPage(browser, 'nat.operator', '/home');
  await expectCount(national, de.dashboard.counters.wakeupsWaitAcknowledge, 1);
  const zurich = await userPage(browser, 'zh.operator', '/home');
  await switchLanguage(zurich, 'fr');
  await expectCount(zurich, fr.dashboard.counters.wakeupsToBeAcknowledged, 2);

  await sendToZurich(national);
  await national.screenshot({ path: `${SCREENS}/wakeups-sent-detail.png` });

  // Zurich's operator, working in French, is notified in French and acknowledges.
  const notice = zurich.getByRole('alert', { name: fr.wakeups.notification.new });
  await expect(notice).toContainText(SUBJECT.fr);
  await expectCount(zurich, fr.dashboard.counters.wakeupsToBeAcknowledged, 3);
  await zurich.screenshot({ path: `${SCREENS}/wakeups-notification-fr.png` });
  await notice.getByRole('link', { name: fr.wakeups.notification.open }).click();
  await expect(zurich.getByRole('heading', { name: SUBJECT.fr })).toBeVisible();
  await expect(zurich.getByText('Rendez-vous à 15h00.')).toBeVisible();
  await zurich.getByRole('button', { name: fr.wakeups.actions.ACKNOWLEDGE }).click();
  await zurich.getByRole('alertdialog').getByRole('button', { name: fr.wakeups.actions.ACKNOWLEDGE }).click();
  await expect(zurich.getByText(fr.wakeups.states.ACKNOWLEDGED).first()).toBeVisible();
  await zurich.screenshot({ path: `${SCREENS}/wakeups-acknowledged-fr.png` });

  // The sender's counters move back, live.
  await national.goto(`${console_.origin}/home`);
  await expectCount(national, de.dashboard.counters.wakeupsWaitAcknowledge, 1);

  // The mail reached the loopback SMTP server; its link acknowledges once, a forged one is refused.
  await expect
    .poll(() => smtp.received.filter((m) => mailText(m).includes(SUBJECT.en)).length)
    .toBeGreaterThan(0);
  const link = ackLinkIn(smtp.received.find((m) => mailText(m).includes(SUBJECT.en)) ?? '');
  expect(link).toContain(console_.origin);
  const reader = await (await browser.newContext({ locale: 'fr-CH' })).newPage();
  await reader.goto(link!);
  await expect(reader.getByText(SUBJECT.fr)).toBeVisible();
  await reader.getByRole('button', { name: 'Confirmer la réception' }).click();
  await expect(reader.getByRole('status')).toContainText('Votre réception est confirmée');
  await reader.screenshot({ path: `${SCREENS}/wakeups-link-acknowledged.png` });
  await reader.goto(link!);
  await expect(reader.getByRole('alert')).toContainText('Ce lien a déjà été utilisé');
  await reader.goto(`${link!.slice(0, -4)}AAAA`);
  await expect(reader.getByRole('alert')).toContainText("Ce lien n'est pas valable");
  await reader.screenshot({ path: `${SCREENS}/wakeups-link-forged.png` });
});

test('one sending to two organisations shows both wake-ups it made, and which waits for whose approval', async ({
  browser,
}) => {
  const zurich = await userPage(browser, 'zh.operator', '/home');
  const subject = {
    de: 'Chemieunfall 2087',
    fr: 'Accident chimique 2087',
    it: 'Incidente 2087',
    en: 'Spill 2087',
  };
  await sendTo(zurich, ['SO-KAPO', 'CH-NAZ'], subject);
  const sent = zurich.getByRole('dialog', { name: fill(de.wakeups.sent.title_other, { count: '2' }) });
  await expect(sent.getByRole('listitem')).toHaveCount(2);
  const national = sent.getByRole('listitem').filter({ hasText: 'CH-NAZ' });
  await expect(national.getByText(de.wakeups.states.ACKNOWLEDGE_PENDING)).toBeVisible();
  const solothurn = sent.getByRole('listitem').filter({ hasText: 'SO-KAPO' });
  await expect(solothurn.getByText(de.wakeups.states.INTERSTATE_APPROVAL_PENDING)).toBeVisible();
  await expect(solothurn).toContainText('Wartet auf die interkantonale Freigabe durch Solothurn');
  await expect(national).not.toContainText('Wartet auf die interkantonale Freigabe');
  await zurich.screenshot({ path: `${SCREENS}/wakeups-sent-two.png` });
});

test('the wake-up notice shows once, below windows, after the page in the Tab order, and covers no action', async ({
  browser,
}) => {
  // Bern's operator has a wake-up to decide; the first page opens with a window over it.
  const page = await userPage(browser, 'be.operator', '/home?popup=sendManualWakeupFromHome');
  const popup = page.getByRole('dialog', { name: de.wakeups.send.title });
  await expect(popup).toBeVisible();
  const notice = page.getByRole('alert', { name: de.wakeups.notification.new });
  await expect(notice).toBeVisible();
  const centre = (await notice.boundingBox())!;
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role=alert]') !== null,
    [centre.x + centre.width / 2, centre.y + centre.height / 2],
  );
  expect(onTop).toBe(false);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(notice).toHaveClass(/notification/);

  // The home page's links (the shortcuts among them) stay clear of it.
  const box = (await notice.boundingBox())!;
  for (const link of await page.getByRole('main').getByRole('link').all()) {
    const other = await link.boundingBox();
    if (!other) continue;
    const overlaps =
      other.x < box.x + box.width &&
      box.x < other.x + other.width &&
      other.y < box.y + box.height &&
      box.y < other.y + other.height;
    expect(overlaps, (await link.textContent()) ?? '').toBe(false);
  }
  await page.screenshot({ path: `${SCREENS}/wakeups-notice.png` });

  // Tab reaches the header and the page first; the notice comes right after the page's last link.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(notice.locator(':focus')).toHaveCount(0);
  await page.getByRole('main').getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(notice.getByRole('button', { name: de.wakeups.notification.close })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(notice.getByRole('link', { name: de.wakeups.notification.open })).toBeFocused();

  // Seen, it does not come back on the next load; the header's count stays the reminder.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: /Aufgebote/ })).toContainText(/\d/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('the wake-ups list shows what the canton sent and received, live', async ({ browser }) => {
  const page = await userPage(browser, 'zh.operator', '/wakeups');
  await expect(page.getByRole('heading', { name: de.wakeups.list.title })).toBeVisible();
  await expect(page.locator('[data-wakeup-id]')).not.toHaveCount(0);
  await expect(page.getByRole('row', { name: /ZH-KAPO/ }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/wakeups-list.png` });
});

test('with the side menu collapsed, the wake-up notice takes a column of its own and covers no content', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  // Zurich's operator has wake-ups to acknowledge; the editor of demo event 4, with the side menu collapsed.
  await login(page, 'zh.operator', undefined, `${console_.origin}/events/4/edit?sidemenu=0`);
  const notice = page
    .getByRole('alert')
    .filter({ has: page.getByRole('link', { name: de.wakeups.notification.open }) });
  await expect(notice).toBeVisible();
  const firstTab = page.getByRole('main').getByRole('tab').first();
  await expect(firstTab).toBeVisible();
  const box = (await notice.boundingBox())!;
  for (const content of [firstTab, page.getByRole('main').getByRole('heading', { level: 1 })]) {
    const other = (await content.boundingBox())!;
    expect(other.x, (await content.textContent()) ?? '').toBeGreaterThanOrEqual(box.x + box.width);
  }
  await page.screenshot({ path: `${SCREENS}/wakeups-notice-menu-collapsed.png` });
  // Still reached by keyboard, after the page.
  await notice.getByRole('button', { name: de.wakeups.notification.close }).focus();
  await page.keyboard.press('Tab');
  await expect(notice.getByRole('link', { name: de.wakeups.notification.open })).toBeFocused();
});
