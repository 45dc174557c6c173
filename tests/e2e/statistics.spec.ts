import { expect, type Page } from '@playwright/test';
import fr from '../../src/web/locales/fr.json' with { type: 'json' };
import { login } from './support/session.ts';
import { test } from './support/test.ts';

// The demo's device administrator works in French (the token's language claim).
const SCREENS = 'test-results/screens';
const cell = (page: Page, row: number, column: string) =>
  page.locator(`.ag-row[row-index="${row}"] .ag-cell[col-id="${column}"]`);

test('the device administrator reads the alert-swiss channel and a year of statistics, chart and table', async ({
  page,
}) => {
  await login(page, 'device.admin', undefined, '/data/alertswisscurrentvalues');
  await expect(
    page.getByRole('heading', { level: 1, name: fr.menu.data.alertswisscurrentvalues }),
  ).toBeVisible();
  // The demo has no alert-swiss gateway: the channel is switched off.
  const availability = page.getByRole('group', { name: fr.alertswiss.current.availability });
  await expect(availability).toContainText(fr.dashboard.channels.states.DISABLED);
  await expect(page.getByRole('group', { name: fr.alertswiss.current.subscribersReached })).toBeVisible();

  const subscribers = page.getByTestId('chart-subscribers');
  await expect(subscribers.getByRole('heading', { name: fr.statistics.charts.subscribers })).toBeVisible();
  await expect(subscribers.locator('.recharts-area-area')).toBeVisible();
  const messages = page.getByTestId('chart-messages');
  await expect(messages.locator('.recharts-bar-rectangle').first()).toBeAttached();
  // Most severe first, as the home map's legend lists the message types.
  await expect(messages.locator('.mantine-ChartLegend-legendItemName')).toHaveText([
    fr.statistics.metrics.MESSAGES_ALARM,
    fr.statistics.metrics.MESSAGES_WARNING,
    fr.statistics.metrics.MESSAGES_INFORMATION,
  ]);
  await page.screenshot({ path: `${SCREENS}/statistics-charts.png`, fullPage: true });

  await subscribers.getByLabel(fr.statistics.showTable).check();
  const table = subscribers.getByRole('table', { name: fr.statistics.charts.subscribers });
  await expect(table.getByRole('columnheader', { name: fr.statistics.day })).toBeVisible();
  // A year of days, newest first, dated dd.MM.yyyy; values in Swiss French number format.
  await expect(table.locator('tbody tr')).toHaveCount(365, { timeout: 10_000 });
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText(/^2\s?\d{3}\s?\d{3}$/);
  await subscribers.screenshot({ path: `${SCREENS}/statistics-table.png` });

  // The deliveries behind "last delivery": the demo's published LIVE events with the public app.
  await page.getByRole('link', { name: fr.menu.data.alertswissprotocol }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr.menu.data.alertswissprotocol })).toBeVisible();
  await expect(cell(page, 0, 'messageIdentifier')).toHaveText(/^ch\.alert\.console\.event\.\d+\.v\d+$/);
  await expect(cell(page, 0, 'subscribersReached')).not.toBeEmpty();
  await page.screenshot({ path: `${SCREENS}/alertswiss-log.png` });
});

test('the device administrator tests the e-mail channel and finds the outcome in the channel test log', async ({
  page,
}) => {
  await login(page, 'device.admin', undefined, '/data/channeltest');
  await expect(page.getByRole('heading', { level: 1, name: fr.menu.data.channeltest })).toBeVisible();
  await page.getByRole('button', { name: fr.channelTest.open }).click();
  const dialog = page.getByRole('dialog', { name: fr.channelTest.dialogTitle });
  await dialog.getByText(fr.channelTest.channels.EMAIL, { exact: true }).click();
  await expect(dialog.getByText(fr.channelTest.explain.EMAIL)).toBeVisible();
  await dialog.getByRole('button', { name: fr.channelTest.send }).click();
  await expect(dialog.getByRole('status')).toContainText(fr.channelTest.outcomes.OK);
  await dialog.screenshot({ path: `${SCREENS}/channel-test-dialog.png` });
  // The footer's button; the dialog's close icon has the same name.
  await dialog.getByRole('button', { name: fr.channelTest.close }).last().click();

  await expect(cell(page, 0, 'channel')).toHaveText(fr.channelTest.channels.EMAIL);
  await expect(cell(page, 0, 'outcome')).toHaveText(fr.channelTest.outcomes.OK);
  await expect(cell(page, 0, 'roundTripMs')).toHaveText(/^\d+$/);
  await expect(cell(page, 0, 'testedBy')).toHaveText('device.admin');
  await page.screenshot({ path: `${SCREENS}/channel-test-log.png` });
});

test('a silent siren test goes out in EXERCISE and its outcome arrives in the log as the sirens answer', async ({
  page,
}) => {
  await login(page, 'device.admin', undefined, '/data/channeltest');
  await page.getByRole('button', { name: fr.channelTest.open }).click();
  const dialog = page.getByRole('dialog', { name: fr.channelTest.dialogTitle });
  await dialog.getByText(fr.channelTest.channels.SIRENS, { exact: true }).click();
  await expect(dialog.getByRole('button', { name: fr.channelTest.send })).toBeDisabled();
  const sirens = dialog.getByRole('combobox', { name: fr.channelTest.sirens });
  await sirens.click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: fr.channelTest.send }).click();
  await expect(dialog.getByRole('status')).toContainText(fr.channelTest.outcomes.PENDING);
  // The footer's button; the dialog's close icon has the same name.
  await dialog.getByRole('button', { name: fr.channelTest.close }).last().click();

  await expect(cell(page, 0, 'channel')).toHaveText(fr.channelTest.channels.SIRENS);
  await expect(cell(page, 0, 'outcome')).toHaveText(fr.channelTest.outcomes.OK, { timeout: 20_000 });
  await expect(cell(page, 0, 'roundTripMs')).toHaveText(/^\d+$/);
  await page.screenshot({ path: `${SCREENS}/channel-test-sirens.png` });
});
