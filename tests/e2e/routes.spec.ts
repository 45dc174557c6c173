import { expect, test } from '@playwright/test';
import de from '../../src/web/locales/de.json' with { type: 'json' };
import { login } from './support/session.ts';

const { screens } = de.menu;

test.describe('route table', () => {
  test('empty, unknown, alarming and sirentest addresses lead home', async ({ page }) => {
    await login(page, 'admin');
    for (const path of ['/', '/no/such/page', '/alarming', '/sirentest']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screens.home);
    }
  });

  test('the message-template and social-media screens (issue 17) are built: their own title, no "being prepared" note', async ({
    page,
  }) => {
    await login(page, 'admin');
    const built: [string, string][] = [
      ['/templates', screens.templates],
      ['/publiccontacts/phone', screens.publicContactsPhone],
      ['/textpictograms/impact', screens.textPictogramsImpact],
      ['/textpictograms/export', screens.textPictogramsExport],
      ['/globalsettings', screens.globalSettings],
      ['/socialmedias/twitter', screens.twitter],
    ];
    for (const [path, title] of built) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
      await expect(page.getByText(de.shell.comingSoon.text)).toBeHidden();
    }
  });

  test('the update-management pages (issue 16) are built: their menu title, no "being prepared" note', async ({
    page,
  }) => {
    await login(page, 'admin');
    for (const key of ['releases', 'deploymenttasks', 'activationtasks', 'xgpstates'] as const) {
      await page.goto(`/data/${key}`);
      await expect(page.getByRole('heading', { level: 1 }), key).toHaveText(de.menu.data[key]);
      await expect(page.getByText(de.shell.comingSoon.text)).toBeHidden();
    }
  });

  test('the side menu can be hidden and shown again from the address', async ({ page }) => {
    await login(page, 'admin', undefined, '/home?sidemenu=0');
    await expect(page.getByRole('navigation', { name: de.menu.label })).toBeHidden();
    await page.goto('/home?sidemenu=1');
    await expect(page.getByRole('navigation', { name: de.menu.label })).toBeVisible();
  });
});
