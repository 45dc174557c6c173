import { expect, type Page } from '@playwright/test';
import fr from '../../src/web/locales/fr.json' with { type: 'json' };
import { login } from './support/session.ts';
import { test } from './support/test.ts';

// The demo's device administrator works in French (the token's language claim).
const fields = fr.data.console.fields;
const cell = (page: Page, row: number, column: string) =>
  page.locator(`.ag-row[row-index="${row}"] .ag-cell[col-id="${column}"]`);
const rowCount = async (page: Page) =>
  Number(((await page.getByTestId('row-count').textContent()) ?? '').replace(/\D/g, ''));

test('the device administrator takes a control device out of service, with a reason', async ({ page }) => {
  await login(page, 'device.admin', undefined, '/data/console');
  await expect(page.getByRole('heading', { level: 1, name: fr.menu.data.console })).toBeVisible();
  await expect.poll(() => rowCount(page)).toBeGreaterThan(5_000);

  await page.getByRole('button', { name: `Filtre ${fields.kind}` }).click();
  await page
    .getByRole('group', { name: fr.data.valueList.values })
    .getByRole('checkbox', { name: fr.data.values.KGP })
    .check();
  await page.keyboard.press('Escape');
  await expect.poll(() => rowCount(page)).toBe(78);
  await expect(cell(page, 0, 'kind')).toHaveText(fr.data.values.KGP);
  await expect(cell(page, 0, 'lastContactAt')).not.toBeEmpty();

  const code = (await cell(page, 0, 'code').textContent())!;
  await cell(page, 0, 'code').dblclick();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: fields.outOfService }).check();
  await dialog.getByRole('button', { name: fr.data.form.save }).click();
  await expect(dialog.getByText(fr.data.console.reasonRequired)).toBeVisible();
  await dialog.getByLabel(fields.outOfServiceReason).fill('Antenne remplacée par le service technique');
  await dialog.getByLabel(fields.adminNote).fill('Contrôle après remplacement');
  await dialog.getByRole('button', { name: fr.data.form.save }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: fr.data.grid.search }).fill(code);
  await expect.poll(() => rowCount(page)).toBe(1);
  await expect(cell(page, 0, 'outOfService')).toHaveText(fr.data.grid.yes);
  await expect(cell(page, 0, 'outOfServiceReason')).toHaveText('Antenne remplacée par le service technique');
});

test('the command panel opens and closes by keyboard and gives the focus back to its button', async ({
  page,
}) => {
  await login(page, 'device.admin', undefined, '/data/console');
  const open = page.getByRole('button', { name: fr.devices.command.open });
  await open.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: fr.devices.command.title });
  await expect(panel.getByRole('textbox', { name: fr.devices.command.text })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // The keyboard goes on from where it was, not from the top of the page.
  await expect(open).toBeFocused();
});

test('the console stays closed to an operator without the device administration right', async ({ page }) => {
  await login(page, 'zh.operator', undefined, '/data/console');
  await expect(page.getByRole('heading', { level: 1, name: /Geräteverwaltung/ })).toHaveCount(0);
  await expect(page.locator('.ag-root')).toHaveCount(0);
});
