import { type Browser, expect, type Page } from '@playwright/test';
import de from '../../src/web/locales/de.json' with { type: 'json' };
import enLocale from '../../src/web/locales/en.json' with { type: 'json' };
import fr from '../../src/web/locales/fr.json' with { type: 'json' };
import itLocale from '../../src/web/locales/it.json' with { type: 'json' };
import { login, switchLanguage } from './support/session.ts';
import { test } from './support/test.ts';

// The demo's device administrator works in French, the Zurich operator in German.
const SIREN = 'ZH-0001';
const DEVICE = `FGP-${SIREN}`;
const SCREENS = process.env.SCREENS_DIR;

async function signedIn(browser: Browser, userName: string, target: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  // A call-out may pop up over the map: closed, as an operator would.
  const close = page.getByRole('button', {
    name: new RegExp(`^(${de.wakeups.notification.close}|${fr.wakeups.notification.close})$`),
  });
  await page.addLocatorHandler(page.getByRole('alert').filter({ has: close }), () => close.click());
  await login(page, userName, undefined, target);
  return page;
}

const sirenRow = (page: Page, code: string) =>
  page
    .locator('.ag-row')
    .filter({ has: page.locator('.ag-cell[col-id="code"]', { hasText: new RegExp(`^${code}$`) }) });
const rowIdOf = async (row: ReturnType<typeof sirenRow>) => (await row.getAttribute('row-id')) ?? '';
const cellOf = (page: Page, rowId: string, column: string) =>
  page.locator(`.ag-row[row-id="${rowId}"] .ag-cell[col-id="${column}"]`);

test('the Zurich operator watches her sirens while the device administrator asks one for its version', async ({
  browser,
}) => {
  const operator = await signedIn(browser, 'zh.operator', '/data/sirenssurveillance');
  await expect(
    operator.getByRole('heading', { level: 1, name: de.menu.data.sirenssurveillance }),
  ).toBeVisible();
  await expect(operator.getByRole('img', { name: /^Karte: \d+ Sirenen nach Zustand$/ })).toBeVisible();
  const summary = operator.getByRole('group', { name: de.surveillance.summary });
  await expect(summary).toContainText(/Sirenen: [1-9]\d{2}/);
  // Only Zurich's sirens: every canton cell the grid shows reads ZH.
  const cantons = operator.locator('.ag-row .ag-cell[col-id="stateCode"]');
  await expect(cantons.first()).toHaveText('ZH');
  expect(new Set(await cantons.allTextContents())).toEqual(new Set(['ZH']));

  await operator.getByRole('textbox', { name: de.data.grid.search }).fill(SIREN);
  const rowId = await rowIdOf(sirenRow(operator, SIREN).first());
  const asOf = cellOf(operator, rowId, 'reportedAt');
  await expect(asOf).not.toBeEmpty();

  const admin = await signedIn(browser, 'device.admin', '/data/console');
  await admin.getByRole('textbox', { name: fr.data.grid.search }).fill(DEVICE);
  await expect(admin.getByTestId('row-count')).toHaveText(/^1\b/);
  await admin.locator('.ag-row[row-index="0"] .ag-cell[col-id="code"]').click();
  await admin.getByRole('button', { name: `Envoyer une commande à ${DEVICE}` }).click();
  const drawer = admin.getByRole('dialog', { name: fr.devices.command.title });
  await expect(drawer.getByRole('combobox', { name: fr.devices.command.device })).toHaveValue(DEVICE);
  await drawer.getByRole('textbox', { name: fr.devices.command.text }).fill('VERSION?');
  await drawer.getByRole('button', { name: fr.devices.command.send }).click();
  const answers = drawer.getByRole('table', { name: fr.devices.reports.title });
  const answer = answers.getByRole('row').filter({ hasText: /VERSION \d/ });
  await expect(answer.first()).toBeVisible();
  await expect(answer.first()).toContainText(fr.devices.reports.types.rawAnswer);
  if (SCREENS) await admin.screenshot({ path: `${SCREENS}/console-fr.png` });

  // The answer is the device's newest report: the operator's "as of" moves to now, without reloading.
  await expect(asOf).toContainText(/^jetzt · /, { timeout: 15_000 });
  if (SCREENS) {
    await operator.getByRole('textbox', { name: de.data.grid.search }).fill('');
    await operator.screenshot({ path: `${SCREENS}/sirenssurveillance-de.png` });
  }
});

test('the device console marks a device out of service', async ({ browser }) => {
  const admin = await signedIn(browser, 'device.admin', '/data/console');
  await admin.getByRole('textbox', { name: fr.data.grid.search }).fill('FGP-ZH-0012');
  await expect(admin.getByTestId('row-count')).toHaveText(/^1\b/);
  await expect(admin.locator('.ag-row').first()).toHaveClass(/device-out-of-service/);
});

test('the Zurich operator sees her siren groups, each as its worst member, on the map too', async ({
  browser,
}) => {
  const operator = await signedIn(browser, 'zh.operator', '/data/sirengroupssurveillance');
  await expect(
    operator.getByRole('heading', { level: 1, name: de.menu.data.sirengroupssurveillance }),
  ).toBeVisible();
  await expect(operator.getByRole('img', { name: /^Karte: \d+ Sirenengruppen nach Zustand$/ })).toBeVisible();
  await expect(operator.locator('.ag-row .ag-cell[col-id="condition"]').first()).not.toBeEmpty();
  if (SCREENS) await operator.screenshot({ path: `${SCREENS}/sirengroupssurveillance-de.png` });
});

test('the surveillance grids head every column in full, in every language', async ({ browser }) => {
  for (const [language, locale] of Object.entries({ de, fr, it: itLocale, en: enLocale })) {
    const page = await signedIn(browser, 'nat.operator', '/data/sirenssurveillance');
    // The language menu names itself in German: each language from a German start.
    await switchLanguage(page, language);
    for (const path of ['/data/sirenssurveillance', '/data/sirengroupssurveillance']) {
      await page.goto(path);
      await expect(page.locator('.ag-header-cell[col-id="stateCode"]')).toHaveText(
        locale.surveillance.sirens.fields.stateCode,
      );
      const cutShort = await page
        .locator('.ag-header-cell-text')
        .evaluateAll((all) =>
          all.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
        );
      expect(cutShort, `${path} (${language})`).toEqual([]);
    }
    await page.context().close();
  }
});
