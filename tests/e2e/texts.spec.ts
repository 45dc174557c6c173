import { expect, type Page } from '@playwright/test';
import { SCREENS, screenTitleKey, visibleMenu } from '../../src/domain/navigation.ts';
import { permissionsOfProfiles } from '../../src/domain/permissions.ts';
import type { Language } from '../../src/domain/session.ts';
import de from '../../src/web/locales/de.json' with { type: 'json' };
import en from '../../src/web/locales/en.json' with { type: 'json' };
import fr from '../../src/web/locales/fr.json' with { type: 'json' };
import it from '../../src/web/locales/it.json' with { type: 'json' };
import { login, switchLanguage } from './support/session.ts';
import { test } from './support/test.ts';

type Tree = { [key: string]: string | Tree };
const CATALOGUES: Record<Language, Tree> = { de, fr, it, en };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

// The administrator sees every screen of the menu; the header's screens come first.
const permissions = permissionsOfProfiles(['NATIONAL_ADMINISTRATOR']);
const ROUTES: { path: string; titleKey: string }[] = [
  ...SCREENS.filter((s) => !s.menu && !s.debugOnly).map((s) => ({
    path: s.path,
    titleKey: screenTitleKey(s),
  })),
  ...visibleMenu({ permissions, sirenTestActive: false, debug: false }).flatMap((g) =>
    g.subgroups.flatMap((s) => s.entries),
  ),
];

// Screens whose heading is not their menu entry: the siren test's plan names the test's year.
const HEADING_KEYS: Record<string, string> = { '/data/siren-test-plan': 'sirenTest.plan.title' };

/** The heading a screen shows in `language`: its title, a year in place of `{{year}}`. */
function headingOf(language: Language, path: string, titleKey: string): string | RegExp {
  const heading = textOf(language, HEADING_KEYS[path] ?? titleKey);
  if (!heading.includes('{{year}}')) return heading;
  const [before = '', after = ''] = heading
    .split('{{year}}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${before}(\\d{4}|20XX)${after}`, 'i');
}

function textOf(language: Language, key: string): string {
  return key
    .split('.')
    .reduce<string | Tree>((node, part) => (node as Tree)[part] ?? key, CATALOGUES[language]) as string;
}

// A raw key names one of the locale files' areas: `menu.screens.home`, `data.gridText.noRowsToShow`.
const RAW_KEY = new RegExp(`\\b(?:${Object.keys(de).join('|')})\\.[A-Za-z0-9_.]*[A-Za-z0-9_]`);

// What the libraries say when nobody gave them our words (AG Grid, zod, React Router, native inputs).
const LIBRARY_DEFAULTS = [
  'No Rows To Show',
  'No Matching Rows',
  'Loading...',
  'Filter...',
  'yyyy-mm-dd',
  'mm/dd/yyyy',
  'dd/mm/yyyy',
  'Invalid input',
  'Wrong data type',
  'Unexpected Application Error',
  'Hey developer',
  'Nothing found',
];

/**
 * The English texts a non-English page must not show: English lines that the page's own language words
 * differently (so "OK" or "Polycom", the same in both, do not count).
 */
function englishOnlyTexts(language: Language): Set<string> {
  if (language === 'en') return new Set();
  const own = new Set(flatten(CATALOGUES[language]).map(([, text]) => text));
  return new Set(
    flatten(en)
      .map(([, text]) => text)
      // Words of four letters or more: "Search" counts, "OK" or "PDF" do not.
      .filter((text) => !text.includes('{{') && /\p{L}{4,}/u.test(text) && !own.has(text)),
  );
}

/** Every string the page shows or reads out: its visible lines, placeholders, titles and labels. */
async function shownStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: only what is shown, as innerText gives it.
    const lines = document.body.innerText.split('\n');
    const attributes = [...document.querySelectorAll('[placeholder],[title],[aria-label]')].flatMap((el) =>
      ['placeholder', 'title', 'aria-label'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [...lines, ...attributes].map((text) => text.trim()).filter(Boolean);
  });
}

/** Goes to a route inside the running app (no reload) and waits until its data is on screen. */
async function visit(page: Page, path: string, title: string | RegExp) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page, path).toHaveURL(new RegExp(`${path}(/[a-z]+)?$`));
  // The water alarm's first view is its unlock step ("Unlock the water alarm").
  await expect(page.getByRole('heading', { level: 1 }), path).toContainText(title, { ignoreCase: true });
  await expect(page.locator('.mantine-Loader-root, .ag-overlay-loading-center'), path).toHaveCount(0, {
    timeout: 15_000,
  });
}

test.describe('texts of every menu screen', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const language of ['de', 'fr', 'it', 'en'] as const) {
    test(`in ${language}: no raw key, no English fallback, no library default text`, async ({ page }) => {
      await login(page, 'admin');
      if (language !== 'de') await switchLanguage(page, language);
      const english = englishOnlyTexts(language);
      const problems: string[] = [];
      for (const { path, titleKey } of ROUTES) {
        await visit(page, path, headingOf(language, path, titleKey));
        for (const text of await shownStrings(page)) {
          if (RAW_KEY.test(text)) problems.push(`${path}: raw key "${text}"`);
          if (english.has(text)) problems.push(`${path}: English "${text}"`);
          const library = LIBRARY_DEFAULTS.find((fallback) => text.includes(fallback));
          if (library) problems.push(`${path}: library text "${text}"`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('dates whatever the browser', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('an en-US browser in New York picks a day as dd.MM.yyyy with German month names', async ({ page }) => {
    await login(page, 'zh.operator');
    await page.goto('/events');
    await page.getByRole('button', { name: de.events.list.filters.from }).click();
    // The 15th of the month the calendar opens on (the browser's today).
    const today = await page.evaluate(() => new Date().toISOString().slice(0, 7));
    const [year, month] = today.split('-').map(Number) as [number, number];
    const fifteenth = new Date(Date.UTC(year, month - 1, 15, 12));
    const label = new Intl.DateTimeFormat('de-CH', { day: 'numeric', month: 'long', year: 'numeric' });
    await page.getByRole('button', { name: label.format(fifteenth) }).click();
    const shown = `15.${String(month).padStart(2, '0')}.${year}`;
    await expect(page.getByRole('button', { name: de.events.list.filters.from })).toHaveText(shown);
    await expect(page).toHaveURL(new RegExp(`from=${year}-${String(month).padStart(2, '0')}-15`));
  });
});

test('keyboard: a template opened and closed in place leaves the focus on the heading of what shows', async ({
  page,
}) => {
  await login(page, 'nat.operator', undefined, '/templates');
  const list = page.getByRole('table', { name: de.menu.screens.templates });
  await list.getByRole('button', { name: de.texts.edit }).first().press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: de.texts.templates.edit })).toBeFocused();
  await page.getByRole('button', { name: de.texts.cancel }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: de.menu.screens.templates })).toBeFocused();
});

test('the event types fit the operators’ screen in German: the delete buttons are not cut off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, 'nat.operator', undefined, '/textpictograms/eventtype');
  const remove = page.getByRole('button', { name: de.texts.delete }).first();
  await expect(remove).toBeVisible();
  const box = await remove.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
});

test('the catalogue’s language columns start with a capital in French', async ({ page }) => {
  await login(page, 'nat.operator', undefined, '/textpictograms/eventtype');
  await switchLanguage(page, 'fr');
  const headers = page.getByRole('table').getByRole('columnheader');
  await expect(headers.filter({ hasText: /^Allemand$/ })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^allemand$/ })).toHaveCount(0);
});
