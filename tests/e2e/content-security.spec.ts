import { expect } from '@playwright/test';
import { demoEventId } from './support/dashboard.ts';
import { login } from './support/session.ts';
import { test } from './support/test.ts';

const publishedEvent = demoEventId((e) => e.state === 'ACTIVE');

// Every answer carries a strict Content-Security-Policy: the console must work under it without one violation.
test('login, home, an event, the help viewer and logout run without a Content-Security-Policy violation', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  await login(page, 'admin');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('path[data-canton]').first()).toBeVisible();

  await page.goto(`/events/${publishedEvent}`);
  await expect(page.getByRole('heading').first()).toBeVisible();

  await page.goto('/home?dialog1=helpselection');
  await page
    .locator('[role=dialog][data-slot=dialog1]')
    .getByText('Bedienungsanleitung der Alarmierungskonsole')
    .click();
  // pdfjs draws the manual in a worker: the canvas shows once the worker has run.
  await expect(page.locator('[role=dialog][data-slot=dialog2] canvas').first()).toBeVisible();

  await page.getByRole('banner').getByRole('button').last().click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  // The logout page confirms itself with our own script (no inline script is allowed).
  await expect(page.getByLabel('Benutzername')).toBeVisible();

  expect(violations).toEqual([]);
});
