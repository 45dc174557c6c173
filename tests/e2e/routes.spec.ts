import { expect } from '@playwright/test';
import de from '../../src/web/locales/de.json' with { type: 'json' };
import { login } from './support/session.ts';
import { test } from './support/test.ts';

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

  test('the message-template and social-media screens (issue 17) show their own title', async ({ page }) => {
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
    }
  });

  test('the update-management pages (issue 16) show their menu title', async ({ page }) => {
    await login(page, 'admin');
    for (const key of ['releases', 'deploymenttasks', 'activationtasks', 'xgpstates'] as const) {
      await page.goto(`/data/${key}`);
      await expect(page.getByRole('heading', { level: 1 }), key).toHaveText(de.menu.data[key]);
    }
  });

  test('a hand-typed record address of a grid leads to the grid', async ({ page }) => {
    await login(page, 'admin', undefined, '/data/organisations/1');
    await expect(page).toHaveURL(/\/data\/organisations$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.menu.data.organisations);
    await page.goto('/data/sirenmodels/5/more');
    await expect(page).toHaveURL(/\/data\/sirenmodels$/);
  });

  test('the side menu can be hidden and shown again from the address', async ({ page }) => {
    await login(page, 'admin', undefined, '/home?sidemenu=0');
    await expect(page.getByRole('navigation', { name: de.menu.label })).toBeHidden();
    await page.goto('/home?sidemenu=1');
    await expect(page.getByRole('navigation', { name: de.menu.label })).toBeVisible();
  });
});
