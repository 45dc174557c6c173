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
