import { expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { DEMO_PASSWORD, login } from './support/session.ts';
import { test } from './support/test.ts';

const STORAGE_KEY = `oidc.user:${baseURL}/oauth:console`;

async function storedSession(page: Page) {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null'), STORAGE_KEY);
}

async function openUserMenu(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
}

test.describe('login', () => {
  test('two demo users of different profiles log in through the login page and reach /home', async ({
    browser,
  }) => {
    const national = await browser.newPage();
    await login(national, 'admin');
    await expect(national).toHaveURL(/\/home$/);
    await expect(national.getByRole('button', { name: 'Martin Gerber' })).toBeVisible();
    await expect(national.getByRole('button', { name: 'Banner bearbeiten' })).toBeVisible();

    const cantonal = await browser.newPage();
    await login(cantonal, 'zh.viewer');
    await expect(cantonal).toHaveURL(/\/home$/);
    await expect(cantonal.getByRole('button', { name: 'Banner bearbeiten' })).toHaveCount(0);
    await national.close();
    await cantonal.close();
  });

  test('a wrong password keeps the operator on the login page with the login server’s message', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill('zh.operator');
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Login failed: wrong username or password, or the account is locked.',
    );
    await expect(page).toHaveURL(/\/login\//);
    await expect(page.getByLabel('Username')).toHaveValue('zh.operator');
  });

  test('opened under another address than its login server’s, the console says where it works and leads there', async ({
    page,
  }) => {
    await page.goto(`${baseURL.replace('localhost', '127.0.0.1')}/home`);
    await expect(page.getByRole('alert')).toContainText(
      `The console is set up for the address ${baseURL}; you opened it at ${baseURL.replace('localhost', '127.0.0.1')}`,
    );
    await page.getByRole('link', { name: `Open the console at ${baseURL}` }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(baseURL);
  });

  test('the login page works with the keyboard alone and in the chosen language', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    // The product under the name the console itself uses in Italian.
    await expect(page).toHaveTitle('Accesso – Console d’allarme');
    await page.getByLabel('Nome utente').focus();
    await page.keyboard.type('zh.operator');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an expired access token is renewed before the next request, without a new login', async ({
    page,
  }) => {
    await login(page, 'nat.operator');
    await expect(page).toHaveURL(/\/home$/);
    const before = await storedSession(page);
    await page.evaluate(
      ([key, session]) =>
        sessionStorage.setItem(
          key,
          JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }),
        ),
      [STORAGE_KEY, before] as const,
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Claudia Wyss' })).toBeVisible();
    await expect(page).not.toHaveURL(/\/login\//);
    const after = await storedSession(page);
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  test('logout ends the session at the login server: the next visit asks for the password again', async ({
    page,
  }) => {
    await login(page, 'be.operator');
    await expect(page).toHaveURL(/\/home$/);
    // The user menu is the last item of the header.
    await page.getByRole('banner').getByRole('button').last().click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page.getByLabel('Benutzername')).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\//);
  });

  test('the change-password page changes the password; the new one logs in', async ({ page }) => {
    await login(page, 'zh.operator2');
    await openUserMenu(page, 'Karin Keller');
    await page.getByRole('menuitem', { name: 'Passwort ändern' }).click();
    await expect(page).toHaveURL(/\/oauth\/changepw\/client\?resource=de/);
    await page.getByLabel('Benutzername').fill('zh.operator2');
    await page.getByLabel('Aktuelles Passwort').fill(DEMO_PASSWORD);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Schichtwechsel-0600');
    await page.getByLabel('Neues Passwort wiederholen').fill('Schichtwechsel-0600');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByRole('status')).toContainText('Ihr Passwort wurde geändert.');

    const fresh = await page.context().browser()!.newPage();
    await login(fresh, 'zh.operator2', 'Schichtwechsel-0600');
    await expect(fresh).toHaveURL(/\/home$/);
    await fresh.close();
  });
});
