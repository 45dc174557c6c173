import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { bannerPillMode, visibleMenu } from '../../src/domain/navigation.ts';
import { type ProfileName, permissionsOfProfiles } from '../../src/domain/permissions.ts';
import de from '../../src/web/locales/de.json' with { type: 'json' };
import en from '../../src/web/locales/en.json' with { type: 'json' };
import fr from '../../src/web/locales/fr.json' with { type: 'json' };
import it from '../../src/web/locales/it.json' with { type: 'json' };
import { login, switchLanguage } from './support/session.ts';
import { test } from './support/test.ts';

interface DemoUser {
  username: string;
  profiles: ProfileName[];
  national: boolean;
  texts: typeof de;
}

// The console speaks each user's own language after login (the token's lang claim).
const USERS: DemoUser[] = [
  { username: 'admin', profiles: ['NATIONAL_ADMINISTRATOR'], national: true, texts: de },
  { username: 'zh.viewer', profiles: ['CANTONAL_VIEWER'], national: false, texts: de },
  {
    username: 'device.admin',
    profiles: ['DEVICE_ADMINISTRATOR'],
    national: true,
    texts: fr,
  },
];

async function sideMenuLinks(page: Page, label = de.menu.label): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: label });
  if ((await nav.count()) === 0) return [];
  const groups = nav.locator('button[aria-expanded]');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  }
  const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.sort();
}

function leafStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leafStrings);
  return [];
}

/** English texts of the shell that a French or Italian screen must not show (unless both languages agree). */
function englishOnly(translated: typeof de): string[] {
  const other = new Set(
    [translated.menu, translated.shell, translated.overlays, translated.ui].flatMap(leafStrings),
  );
  return [en.menu, en.shell, en.overlays, en.ui]
    .flatMap(leafStrings)
    .filter((s) => s.length > 3 && !s.includes('{{') && !other.has(s));
}

test.describe('console shell', () => {
  for (const user of USERS) {
    test(`${user.username} sees exactly the menu entries and header items the rules allow`, async ({
      page,
    }) => {
      const permissions = permissionsOfProfiles(user.profiles);
      await login(page, user.username);
      await expect(page).toHaveURL(/\/home$/);

      const expected = visibleMenu({ permissions, sirenTestActive: false, debug: false })
        .flatMap((g) => g.subgroups.flatMap((s) => s.entries.map((e) => e.path)))
        .sort();
      expect(await sideMenuLinks(page, user.texts.menu.label)).toEqual(expected);

      const header = page.getByRole('banner');
      const { header: texts } = user.texts.shell;
      await expect(header.locator('a[href^="/events"]')).toHaveCount(permissions.has('EVENT_VIEW') ? 1 : 0);
      await expect(header.locator('a[href^="/wakeups"]')).toHaveCount(permissions.has('WAKEUP_VIEW') ? 1 : 0);
      const pill = bannerPillMode(permissions, user.national ? 'CH_ALL' : null);
      await expect(header.getByRole('button', { name: texts.banner.edit })).toHaveCount(
        pill === 'edit' ? 1 : 0,
      );
      await expect(header.getByRole('button', { name: texts.banner.view })).toHaveCount(
        pill === 'view' ? 1 : 0,
      );
    });
  }

  test('a forbidden address typed by hand leads home', async ({ page }) => {
    await login(page, 'zh.viewer');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/data/applicationusers');
    await expect(page).toHaveURL(/\/home$/);
    const notice = page.getByRole('alert').filter({ hasText: de.shell.guard.forbiddenTitle });
    await expect(notice).toContainText(
      de.shell.guard.forbiddenPage.replace('{{page}}', de.menu.data.applicationusers),
    );
  });

  test('help selection in dialog1 opens a manual in dialog2; both stack, move and survive a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await login(page, 'admin', undefined, '/home?dialog1=helpselection');
    const first = page.locator('[role=dialog][data-slot=dialog1]');
    const second = page.locator('[role=dialog][data-slot=dialog2]');
    await first.getByText('Bedienungsanleitung der Alarmierungskonsole').click();
    await expect(second).toBeVisible();
    await expect(page).toHaveURL(/dialog2=helpdisplay/);
    await expect(second.locator('canvas').first()).toBeVisible();
    const z = async (dialog: typeof first) =>
      Number(await dialog.evaluate((el) => getComputedStyle(el).zIndex));
    expect(await z(second)).toBeGreaterThan(await z(first));

    const before = (await second.boundingBox())!;
    const grip = (await second.getByRole('button', { name: 'Fenster verschieben' }).boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + 120, grip.y + 80, { steps: 8 });
    await page.mouse.up();
    const after = (await second.boundingBox())!;
    expect(after.x - before.x).toBeGreaterThan(50);
    expect(after.y - before.y).toBeGreaterThan(30);

    await page.reload();
    await expect(first).toBeVisible();
    await expect(second).toBeVisible();
    await page.goBack();
    await expect(second).toHaveCount(0);
    await expect(first).toBeVisible();
  });

  test('a strong confirmation keeps OK disabled until the typed value matches', async ({ page }) => {
    await login(page, 'admin', undefined, '/samples/popups?debug=1');
    const { strong, strongText, strongWord } = de.shell.samples.popups;
    await page.getByRole('button', { name: strong }).click();
    const dialog = page.getByRole('alertdialog');
    const ok = dialog.getByRole('button', { name: 'OK' });
    await expect(ok).toBeDisabled();
    const field = dialog.getByLabel(strongText.replace('{{word}}', strongWord));
    await field.fill(strongWord.slice(0, -1));
    await expect(ok).toBeDisabled();
    await field.fill(strongWord);
    await expect(ok).toBeEnabled();
  });

  for (const [language, translated] of [
    ['fr', fr],
    ['it', it],
  ] as const) {
    test(`the shell in ${language} shows no English text`, async ({ page }) => {
      await login(page, 'admin');
      await switchLanguage(page, language);
      await sideMenuLinks(page, translated.menu.label);
      await page.goto('/home?dialog1=helpselection');
      await expect(page.locator('[role=dialog]')).toBeVisible();
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the rendered text the operator reads.
      const text = await page.locator('body').innerText();
      const lines = new Set(text.split('\n').map((l) => l.trim()));
      const leaks = englishOnly(translated).filter((s) => lines.has(s));
      expect(leaks).toEqual([]);
    });
  }

  test('keyboard: the skip link comes first, and a link followed puts the focus on the new page’s heading', async ({
    page,
  }) => {
    await login(page, 'admin');
    await expect(page).toHaveURL(/\/home$/);
    const home = page.getByRole('heading', { level: 1, name: de.menu.screens.home });
    await expect(home).toBeVisible();
    await expect(home).not.toBeFocused();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: de.shell.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(home).toBeFocused();
    await expect(page).toHaveURL(/\/home$/);

    const menu = page.getByRole('navigation', { name: de.menu.label });
    await menu.getByRole('button', { name: de.menu.groups.personsOrganisations }).press('Enter');
    await menu.getByRole('link', { name: de.menu.data.organisations }).press('Enter');
    await expect(page).toHaveURL(/\/data\/organisations$/);
    await expect(page.getByRole('heading', { level: 1, name: de.menu.data.organisations })).toBeFocused();

    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(de.shell.header.events) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: de.events.list.title })).toBeFocused();
  });

  test('keyboard: a menu entry reached at the menu’s foot is not hidden under the wake-up notice', async ({
    page,
  }) => {
    // The operators' screen: the group's last entries end where the notice begins.
    await page.setViewportSize({ width: 1366, height: 900 });
    await login(page, 'zh.operator');
    const notice = page.getByRole('alert', { name: de.wakeups.notification.updated });
    await expect(notice).toBeVisible();
    const menu = page.getByRole('navigation', { name: de.menu.label });
    await menu.getByRole('button', { name: de.menu.groups.messageTemplates }).press('Enter');
    const entries = menu.getByRole('link');
    await expect(entries.last()).toBeVisible();
    // Down the group's entries with Tab, as a keyboard user goes, to the menu's last entry.
    for (let i = await entries.count(); i > 0; i--) {
      if (await entries.last().evaluate((entry) => entry === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(entries.last()).toBeFocused();
    const bottomOf = async (entry: typeof notice) => {
      const box = await entry.boundingBox();
      return (box?.y ?? 0) + (box?.height ?? 0);
    };
    const noticeTop = (await notice.boundingBox())?.y ?? 0;
    await expect.poll(() => bottomOf(entries.last())).toBeLessThanOrEqual(noticeTop);
  });

  test('a popup opened by the address keeps the focus', async ({ page }) => {
    await login(page, 'admin', undefined, '/events?popup=editBanner');
    const popup = page.getByRole('dialog', { name: de.banner.popup.edit });
    await expect(popup).toBeVisible();
    await expect.poll(() => popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  });

  test('axe finds no serious or critical violation on the shell', async ({ page }) => {
    await login(page, 'admin');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await sideMenuLinks(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
