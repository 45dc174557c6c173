import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-2026';

/** Logs in through the real login page, as an operator does, and waits for the console's home. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD, target = '/') {
  await page.goto(target);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password"]').press('Enter');
  await expect(page).not.toHaveURL(/\/login\//);
}

/** Switches the console language through the header's language menu. */
export async function switchLanguage(page: Page, language: string) {
  // Closing a wake-up notice that pops up meanwhile also closes the menu: then open it again.
  await expect(async () => {
    await page.getByRole('button', { name: /^Sprache/ }).click();
    await page.locator(`[role=menuitem][lang=${language}]`).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
