import { rmSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ackLinkIn, mailText } from '../../src/server/test-support/mailText.ts';
import { startSmtp } from '../../src/server/test-support/smtp.ts';
import de from '../../src/web/locales/de.json' with { type: 'json' };
import fr from '../../src/web/locales/fr.json' with { type: 'json' };
import { ConsoleProcess, expectCount } from './support/dashboard.ts';
import { login } from './support/session.ts';

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

/** nat.operator sends the wake-up from the popup outlet, as the home link opens it. */
async function sendToZurich(page: Page) {
  await page.goto(`${console_.origin}/wakeups?popup=sendManualWakeupFromHome`);
  const popup = page.getByRole('dialog', { name: de.wakeups.send.title });
  await popup.getByLabel(de.wakeups.send.organisations).click();
  await page.getByRole('option', { name: /^ZH-KAPO/ }).click();
  await popup.getByRole('heading').first().click();
  for (const [language, name] of Object.entries(LANGUAGE_NAMES))
    await popup
      .getByLabel(fill(de.wakeups.send.subject, { language: name }))
      .fill(SUBJECT[language as keyof typeof SUBJECT]);
  await popup
    .getByLabel(fill(de.wakeups.send.message, { language: 'Französisch' }))
    .fill('Rendez-vous à 15h00.');
  await page.screenshot({ path: `${SCREENS}/wakeups-send-form.png` });
  await popup.getByRole('button', { name: de.wakeups.send.submit }).click();
  const question = page.getByRole('alertdialog', { name: de.wakeups.send.confirmTitle });
  await question.getByRole('button', { name: de.wakeups.send.submit }).click();
  await expect(popup.getByText(de.wakeups.states.ACKNOWLEDGE_PENDING)).toBeVisible();
  await expect(popup.getByRole('cell', { name: de.wakeups.channels.EMAIL }).first()).toBeVisible();
}

test('a national wake-up reaches Zurich’s staff in the console and by mail; each link acknowledges once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const national = await userPage(browser, 'nat.operator', '/home');
  await expectCount(national, de.dashboard.counters.wakeupsWaitAcknowledge, 1);
  const zurich = await userPage(browser, 'zh.operator', '/home');
  await zurich.getByRole('button', { name: /^Sprache/ }).click();
  await zurich.locator('[role=menuitem][lang=fr]').click();
  await expectCount(zurich, fr.dashboard.counters.wakeupsToBeAcknowledged, 2);

  await sendToZurich(national);
  await national.screenshot({ path: `${SCREENS}/wakeups-sent-detail.png` });

  // Zurich's operator, working in French, is notified in French and acknowledges.
  const notice = zurich.getByRole('alert', { name: fr.wakeups.notification.new });
  await expect(notice).toContainText(SUBJECT.fr);
  await expectCount(zurich, fr.dashboard.counters.wakeupsToBeAcknowledged, 3);
  await zurich.screenshot({ path: `${SCREENS}/wakeups-notification-fr.png` });
  await notice.getByRole('link', { name: fr.wakeups.notification.show }).click();
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

test('the wake-ups list shows what the canton sent and received, live', async ({ browser }) => {
  const page = await userPage(browser, 'zh.operator', '/wakeups');
  await expect(page.getByRole('heading', { name: de.wakeups.list.title })).toBeVisible();
  await expect(page.locator('[data-wakeup-id]')).not.toHaveCount(0);
  await expect(page.getByRole('row', { name: /ZH-KAPO/ }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/wakeups-list.png` });
});
