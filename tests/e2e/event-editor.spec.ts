import { expect, type Page } from '@playwright/test';
import { drawPolygonOnAreaMap } from '../../src/web/features/events/map/drawOnAreaMap.ts';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import { waitForAreaMap } from './support/events.ts';
import { login } from './support/session.ts';
import { test } from './support/test.ts';

const editor = deLocale.events.editor;
const outage = deLocale.events.channelOutage;
const language = deLocale.shell.language.names;

// A bow tie north of Zurich: its outline crosses itself near [2684000, 1252000].
const BOW_TIE: [number, number][] = [
  [2680000, 1248000],
  [2688000, 1256000],
  [2688000, 1248000],
  [2680000, 1256000],
];

async function areaMap(page: Page) {
  const map = page.getByRole('region', { name: editor.area.mapLabel });
  await map.scrollIntoViewIfNeeded();
  await waitForAreaMap(map);
  return map;
}

test('the editor flags missing languages and a crossing outline, and keeps the draft until the operator leaves', async ({
  page,
}) => {
  await login(page, 'zh.operator', undefined, '/events/newEventFromHome');
  await page.getByRole('button', { name: editor.create.start }).click();
  await expect(page).toHaveURL(/\/events\/\d+\/edit$/);
  await page.getByRole('radio', { name: deLocale.dashboard.messageTypes.ALARM }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('textbox', { name: editor.texts.title }).fill('Brand mit starkem Rauch in Kloten');
  await panel
    .getByRole('textbox', { name: editor.texts.description })
    .fill('Halten Sie Fenster bis 18:00 Uhr geschlossen.');
  for (const other of [language.fr, language.it])
    await expect(
      page.getByRole('tab', { name: editor.tabLacking.replace('{{language}}', other) }),
    ).toBeVisible();
  // English goes out as needed: a blank event leaves it to the operator.
  await expect(page.getByRole('tab', { name: new RegExp(`^${language.en}`) })).toHaveCount(0);

  await drawPolygonOnAreaMap(page, await areaMap(page), BOW_TIE);
  const tooltip = page.getByRole('alert').filter({ hasText: deLocale.area.errors.selfIntersecting });
  await expect(tooltip).toBeVisible();

  await page.getByRole('button', { name: editor.actions.submit }).click();
  const blocked = page.getByRole('alert', { name: editor.checklist.blocked });
  await expect(blocked).toContainText(deLocale.area.errors.selfIntersecting);
  await expect(blocked).toContainText(editor.checklist.missingTitle.replace('{{language}}', language.fr));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Whole cantons instead: the crossing outline no longer counts, Zurich is chosen with the keyboard.
  await page.getByText(editor.area.kinds.cantons, { exact: true }).click();
  await expect(tooltip).toHaveCount(0);
  const cantons = page.getByRole('combobox', { name: editor.area.cantons });
  await cantons.fill('Zür');
  await cantons.press('ArrowDown');
  await cantons.press('Enter');
  await expect(page.getByText(editor.area.cantonSummary.replace('{{cantons}}', 'Zürich'))).toBeVisible();

  await page.getByRole('link', { name: editor.actions.toDetail }).click();
  const question = page.getByRole('alertdialog', { name: editor.leave.title });
  await question.getByRole('button', { name: editor.leave.stay }).click();
  await expect(page).toHaveURL(/\/edit$/);
  // The blocked submit opened the first language lacking texts; the German text is still there.
  await page.getByRole('tab', { name: /^Deutsch/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('textbox', { name: editor.texts.title })).toHaveValue(
    'Brand mit starkem Rauch in Kloten',
  );
});

test('in LIVE the editor says beside each channel that it is switched off, as the submit question will', async ({
  page,
}) => {
  // Event 4 of the demo data: zh.operator's LIVE draft on the app and ICARO; this console connects neither.
  await login(page, 'zh.operator', undefined, '/events/4/edit');
  const app = page.getByRole('checkbox', { name: editor.channels.publicApp });
  await app.scrollIntoViewIfNeeded();
  await expect(app).toBeChecked();
  await expect(app).toHaveAccessibleDescription(outage.ALERTSWISS.DISABLED);
  await expect(page.getByRole('checkbox', { name: editor.channels.icaro })).toHaveAccessibleDescription(
    outage.ICARO.DISABLED,
  );
  await page.getByRole('button', { name: editor.actions.submit }).click();
  const question = page.getByRole('alertdialog', { name: editor.submit.title.new.LIVE });
  await expect(question.locator('[data-confirm-warnings]')).toContainText(outage.ALERTSWISS.DISABLED);
  await question.getByRole('button', { name: editor.actions.backToEditing }).click();
});

test('in EXERCISE the editor and its submit question say so, without the LIVE warning', async ({ page }) => {
  // Event 7 of the demo data: zh.trainee's active exercise storm warning.
  await login(page, 'zh.trainee', undefined, '/events/7/edit');
  await expect(page.getByText(editor.modeNote.EXERCISE)).toBeVisible();
  // An exercise reaches no channel anyway: nothing is said of the channels switched off.
  await expect(page.getByRole('checkbox', { name: editor.channels.publicApp })).toBeVisible();
  await expect(page.getByText(outage.ALERTSWISS.DISABLED)).toHaveCount(0);
  await page.getByRole('button', { name: editor.actions.submitUpdate }).click();
  const question = page.getByRole('alertdialog', { name: editor.submit.title.update.EXERCISE });
  await expect(question).toContainText(editor.reach.exercise);
  await expect(question.locator('[data-live-warning]')).toHaveCount(0);
  await question.getByRole('button', { name: editor.actions.backToEditing }).click();
  await expect(page).toHaveURL(/\/events\/7\/edit$/);
});
