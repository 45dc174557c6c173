import { expect, type Locator, type Page } from '@playwright/test';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import frLocale from '../../src/web/locales/fr.json' with { type: 'json' };
import { login, switchLanguage } from './support/session.ts';
import { test } from './support/test.ts';

const de = deLocale.banner;
const fr = frLocale.banner;
const GERMAN = {
  title: 'Sirenentest am Mittwoch 13.30 Uhr',
  subtitle: 'Kein Grund zur Sorge: es ist ein Test',
  url: 'https://www.alert.swiss/de/sirenentest',
};
const FRENCH = {
  title: 'Test des sirènes mercredi',
  subtitle: 'Aucune raison de s’inquiéter',
  url: 'https://www.alert.swiss/fr/test',
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

function bannerPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: de.popup.edit });
}

async function openEditor(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: deLocale.shell.header.banner.edit }).click();
  const popup = bannerPopup(page);
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/popup=editBanner/);
  return popup;
}

async function fillLanguage(popup: Locator, tab: string, texts: typeof GERMAN) {
  await popup.getByRole('tab', { name: tab }).click();
  await popup.getByRole('textbox', { name: de.fields.title, exact: true }).fill(texts.title);
  await popup.getByRole('textbox', { name: de.fields.subtitle, exact: true }).fill(texts.subtitle);
  await popup.getByRole('textbox', { name: de.fields.url, exact: true }).fill(texts.url);
}

async function confirmWith(page: Page, button: string) {
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: button, exact: true }).click();
  await expect(question).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test.describe('national banner', () => {
  test('the form blocks what the server would refuse, and shows why', async ({ page }) => {
    await login(page, 'admin');
    const posts: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().includes('/api/ecc/banner') && posts.push(r.url()),
    );
    const popup = await openEditor(page);
    await expect(popup.getByRole('heading', { name: de.status.new.title })).toBeVisible();

    const title = popup.getByRole('textbox', { name: de.fields.title, exact: true });
    // Over the limit the text stays whole, and the field says by how much.
    await title.fill('x'.repeat(40));
    await expect(title).toHaveValue('x'.repeat(40));
    await expect(popup.getByText(fill(de.form.counter, { length: 40, max: 35 }))).toBeVisible();
    await expect(popup.getByText(fill(de.form.tooLong, { length: 40, max: 35 }))).toBeVisible();

    await title.fill('Erste Zeile');
    await title.press('Enter');
    await title.press('Shift+Enter');
    await title.pressSequentially(' bleibt');
    await expect(title).toHaveValue('Erste Zeile bleibt');
    await title.evaluate((field: HTMLTextAreaElement) => {
      field.setSelectionRange(field.value.length, field.value.length);
      const data = new DataTransfer();
      data.setData('text/plain', '\neinzeilig\r\nok');
      field.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(title).toHaveValue('Erste Zeile bleibt einzeilig ok');

    const url = popup.getByRole('textbox', { name: de.fields.url, exact: true });
    await url.fill('www.alert swiss');
    await url.blur();
    await expect(popup.getByText(de.validation.urlPattern)).toBeVisible();
    await url.fill('https://www.alert.swiss');
    await expect(popup.getByText(de.validation.urlPattern)).toHaveCount(0);

    // Italian as primary language: its three empty fields are now required, and the form opens its tab.
    await popup.getByRole('radio', { name: 'Italiano' }).check();
    await popup.getByRole('button', { name: de.actions.save, exact: true }).click();
    await expect(
      popup.getByRole('tab', { name: fill(de.form.primaryTab, { language: 'Italiano' }) }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(popup.getByText(de.validation.titleMissing)).toBeVisible();
    await expect(popup.getByText(de.validation.subtitleMissing)).toBeVisible();
    await expect(popup.getByText(de.validation.urlMissing)).toBeVisible();
    await popup.getByRole('button', { name: de.actions.publish, exact: true }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(posts).toEqual([]);

    // Leaving the changed form asks first; staying keeps the texts.
    await popup.getByRole('button', { name: de.actions.close, exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: de.leave.title })).toBeVisible();
    await page.getByRole('button', { name: deLocale.overlays.leave.stay }).click();
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await confirmWith(page, deLocale.overlays.leave.discard);
    await expect(popup).toHaveCount(0);
    await expect(page).not.toHaveURL(/popup=/);
  });

  test('a cantonal operator cannot open the edit popup', async ({ page }) => {
    await login(page, 'zh.operator', undefined, '/home?popup=editBanner');
    await expect(page.getByText(deLocale.overlays.refused.forbidden)).toBeVisible();
    await expect(page).not.toHaveURL(/popup=/);
    await expect(bannerPopup(page)).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('button', { name: deLocale.shell.header.banner.edit }),
    ).toHaveCount(0);
  });

  test('edit in German and French, publish, seen live by a canton, journal, past version, revoke', async ({
    browser,
  }) => {
    const cantonal = await (await browser.newContext()).newPage();
    await login(cantonal, 'zh.operator');
    // The cantonal operator reads the console in French.
    await switchLanguage(cantonal, 'fr');
    await cantonal.goto('/home?popup=showBannerPublication');
    const view = cantonal.getByRole('dialog', { name: fr.popup.view });
    await expect(view.getByText(fr.view.none)).toBeVisible();

    const national = await (await browser.newContext()).newPage();
    await login(national, 'admin');
    const popup = await openEditor(national);
    await fillLanguage(popup, fill(de.form.primaryTab, { language: 'Deutsch' }), GERMAN);
    await popup.getByRole('button', { name: de.actions.save, exact: true }).click();
    await expect(popup.getByTestId('banner-last-change')).toContainText(
      /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(admin\)/,
    );
    await fillLanguage(popup, 'Français', FRENCH);
    await popup.getByRole('button', { name: de.actions.publish, exact: true }).click();
    await confirmWith(national, de.actions.publish);
    await expect(popup.getByRole('heading', { name: de.status.activeUnchanged.title })).toBeVisible();
    await expect(popup.getByTestId('banner-last-publication')).toContainText(
      /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/,
    );

    // Without reloading, the canton's open view and header pill show the published banner.
    await expect(view.getByTestId('banner-publication-state')).toHaveText(fr.view.active);
    await expect(view.getByTestId('banner-texts-fr')).toContainText(FRENCH.title);
    await expect(view.getByTestId('banner-texts-de')).toContainText(GERMAN.subtitle);
    await expect(cantonal.locator('[data-banner-state]')).toHaveAttribute('data-banner-state', 'active');
    await expect(cantonal.locator('[data-banner-state]')).toHaveText(frLocale.shell.header.banner.active);

    // Editing the active banner makes it "edited".
    await popup.getByRole('textbox', { name: de.fields.title, exact: true }).fill(`${GERMAN.title}!`);
    await expect(popup.getByRole('heading', { name: de.status.activeEdited.title })).toBeVisible();
    await popup.getByRole('textbox', { name: de.fields.title, exact: true }).fill(FRENCH.title);

    await national.goto('/home?popup=editBanner/bannerLogs');
    const rows = bannerPopup(national).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(fill(de.journal.messages.published, { user: 'admin' }));
    await expect(rows.nth(2)).toContainText(fill(de.journal.messages.saved, { user: 'admin' }));
    // Who did what when, to the second: a save and its publication in one minute stay apart.
    for (const row of [1, 2])
      await expect(rows.nth(row).getByRole('cell').first()).toHaveText(
        /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/,
      );

    await rows.nth(2).click();
    await expect(national).toHaveURL(/popup=editBanner%2FbannerLogs%2F\d+|popup=editBanner\/bannerLogs\/\d+/);
    const version = bannerPopup(national);
    await expect(
      version.getByRole('heading', { name: /^Fassung vom \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/ }),
    ).toBeVisible();
    await expect(version.getByTestId('banner-texts-de')).toContainText(GERMAN.title);
    await expect(version.getByTestId('banner-texts-fr')).toContainText(de.view.noText);
    await expect(version.getByRole('textbox')).toHaveCount(0);

    await version.getByRole('button', { name: de.actions.backToJournal }).click();
    await bannerPopup(national).getByRole('button', { name: de.actions.back }).click();
    const editor = bannerPopup(national);
    await editor.getByRole('button', { name: de.actions.revoke, exact: true }).click();
    await confirmWith(national, de.actions.revoke);
    await expect(editor.getByRole('heading', { name: de.status.revoked.title })).toBeVisible();
    await expect(editor.getByRole('button', { name: de.actions.revoke, exact: true })).toBeDisabled();

    await expect(view.getByText(fr.view.none)).toBeVisible();
    await expect(cantonal.locator('[data-banner-state]')).toHaveAttribute('data-banner-state', 'inactive');
    await expect(cantonal.locator('[data-banner-state]')).toHaveText(frLocale.shell.header.banner.view);
  });
});
