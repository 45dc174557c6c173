import { expect } from '@playwright/test';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import { ownConsole } from './support/dashboard.ts';
import { login } from './support/session.ts';
import { test } from './support/test.ts';

const de = deLocale.socialMedia;
const states = deLocale.dashboard.channels.states;
// Its own console (port offset +60), checking its channels every second, with the embedded channel.
ownConsole('social', 60, { CHANNEL_CHECK_SECONDS: '1' });

test('the administrator switches the account on; the channel tooltip shows Twitter available', async ({
  page,
}) => {
  await login(page, 'admin', undefined, '/home');
  const channels = page.getByText(/Kanäle: \d von 5 verfügbar/);
  await expect(channels).toHaveText('Kanäle: 2 von 5 verfügbar');
  await channels.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText(`Twitter${states.DISABLED}`);

  await page.goto('/socialmedias/twitter');
  await expect(page.getByRole('heading', { level: 1, name: 'Twitter' })).toBeVisible();
  await expect(page.getByText(de.account.neverChanged)).toBeVisible();
  await expect(page.getByText(de.outbox.empty)).toBeVisible();
  await page.getByLabel(de.account.accountName).fill('not a name!');
  await page.getByLabel(de.account.enabled).check();
  await page.getByRole('button', { name: de.account.save }).click();
  // The refusal names the field in the operators' words (the wake-up notice is an alert too).
  await expect(page.getByRole('alert').filter({ hasText: de.errors.accountName })).toBeVisible();
  await expect(page.getByText(de.account.neverChanged)).toBeVisible();

  await page.getByLabel(de.account.accountName).fill('alertswiss');
  await page.getByRole('button', { name: de.account.save }).click();
  await expect(page.getByText(`Kanal: ${states.AVAILABLE}`)).toBeVisible();
  await expect(page.getByLabel(de.account.accountName)).toHaveValue('@alertswiss');
  await expect(page.getByText(/Zuletzt geändert am \d\d\.\d\d\.\d{4} \d\d:\d\d von admin/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/social-media-account.png', fullPage: true });

  // Home reads the status of the last channel check, which now asks the switched-on account.
  await page.goto('/home');
  await expect(channels).toHaveText('Kanäle: 3 von 5 verfügbar');
  await channels.hover();
  await expect(tooltip).toContainText(`Twitter${states.AVAILABLE}`);
});
