import { expect, type Locator, type Page } from '@playwright/test';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import { login } from './support/session.ts';
import { test } from './support/test.ts';

const editor = deLocale.events.editor;
const texts = deLocale.texts;
const languageNames = deLocale.shell.language.names;
const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';

// A template written for this test, different from every demo template in each field.
const TEMPLATE = {
  name: {
    de: 'Waldbrand Test',
    fr: 'Incendie de forêt test',
    it: 'Incendio boschivo test',
    en: 'Forest fire test',
  },
  title: {
    de: 'Waldbrand oberhalb von Locarno',
    fr: 'Incendie au-dessus de Locarno',
    it: 'Incendio sopra Locarno',
    en: 'Fire above Locarno',
  },
  description: {
    de: 'Rauch zieht ins Tal.',
    fr: 'La fumée descend dans la vallée.',
    it: 'Il fumo scende a valle.',
    en: 'Smoke drifts into the valley.',
  },
  impact: {
    de: 'Sicht unter 100 m.',
    fr: 'Visibilité inférieure à 100 m.',
    it: 'Visibilità sotto i 100 m.',
    en: 'Visibility below 100 m.',
  },
  instruction: {
    de: 'Fenster schliessen.',
    fr: 'Fermez les fenêtres.',
    it: 'Chiudete le finestre.',
    en: 'Close the windows.',
  },
};
const PICTOGRAM = deLocale.events.pictograms.CLOSE_WINDOWS;
// An event type the administrator adds to the catalogue; the seeded category "Natur" holds it.
const NEW_TYPE = {
  code: 'HAILSTORM',
  texts: { de: 'Hagelsturm', fr: 'Tempête de grêle', it: 'Grandinata', en: 'Hailstorm' },
  category: 'Natur',
};

const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: false }).first();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillLanguage(page: Page, language: (typeof LANGUAGES)[number]) {
  await page.getByRole('tab', { name: languageNames[language], exact: false }).click();
  const panel = page.getByRole('tabpanel');
  await field(panel, editor.texts.title).fill(TEMPLATE.title[language]);
  await field(panel, editor.texts.description).fill(TEMPLATE.description[language]);
  if (language === 'de') {
    await panel.getByRole('button', { name: editor.texts.addImpact }).click();
    await panel.getByRole('button', { name: editor.texts.addInstruction }).click();
  }
  await field(panel, editor.texts.impact.replace('{{number}}', '1')).fill(TEMPLATE.impact[language]);
  await field(panel, editor.texts.instruction.replace('{{number}}', '1')).fill(
    TEMPLATE.instruction[language],
  );
}

async function addEventType(page: Page) {
  await page.goto('/textpictograms/eventtype');
  await page.getByRole('button', { name: texts.add }).click();
  await page.getByRole('textbox', { name: texts.code }).fill(NEW_TYPE.code);
  for (const language of LANGUAGES) {
    const label = texts.inLanguage
      .replace('{{what}}', texts.text)
      .replace('{{language}}', texts.languages[language]);
    await page.getByRole('textbox', { name: label }).fill(NEW_TYPE.texts[language]);
  }
  await choose(page, editor.category, NEW_TYPE.category);
  await choose(page, texts.capCategory, texts.capCategories.Met);
  await page.getByRole('button', { name: texts.save }).click();
  await expect(page.getByRole('cell', { name: NEW_TYPE.code, exact: true })).toBeVisible();
}

test('a new catalogue type, chosen in a template written in four languages with a pictogram, prefills a new event', async ({
  page,
  browser,
}) => {
  await login(page, 'nat.operator', undefined, '/textpictograms/eventtype');
  await addEventType(page);
  await page.goto('/templates');
  await page.getByRole('button', { name: texts.templates.new }).click();
  for (const language of LANGUAGES) {
    const label = texts.inLanguage
      .replace('{{what}}', texts.templates.name)
      .replace('{{language}}', texts.languages[language]);
    await page.getByRole('textbox', { name: label }).fill(TEMPLATE.name[language]);
  }
  await page.getByRole('textbox', { name: texts.templates.usualArea }).fill('250');
  await page.getByRole('radio', { name: deLocale.dashboard.messageTypes.WARNING }).click();
  await choose(page, editor.category, NEW_TYPE.category);
  await choose(page, editor.eventType, NEW_TYPE.texts.de);
  for (const language of LANGUAGES) await fillLanguage(page, language);
  await page.getByRole('tab', { name: languageNames.de, exact: false }).click();
  await choose(page, editor.texts.pictogram.replace('{{number}}', '1'), PICTOGRAM);
  await page.getByRole('checkbox', { name: editor.channels.icaro }).check();
  await page.screenshot({ path: `${SCREENS}/templates-form.png`, fullPage: true });
  await page.getByRole('button', { name: texts.templates.save }).click();
  await expect(page.getByRole('cell', { name: TEMPLATE.name.de })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/templates-list.png`, fullPage: true });

  // The home page's "new event from template" offers it; picking it opens the editor with every field filled.
  await page.goto('/home');
  await page.getByRole('link', { name: deLocale.menu.homeLinks.newEventWithTemplate }).click();
  await page.getByRole('button', { name: new RegExp(TEMPLATE.name.de) }).click();
  await expect(page).toHaveURL(/\/events\/\d+\/edit$/);
  await expect(page.getByRole('radio', { name: deLocale.dashboard.messageTypes.WARNING })).toBeChecked();
  await expect(page.getByRole('combobox', { name: editor.eventType }).first()).toHaveValue(NEW_TYPE.texts.de);
  await expect(page.getByRole('checkbox', { name: editor.channels.icaro })).toBeChecked();
  for (const language of LANGUAGES) {
    await page.getByRole('tab', { name: languageNames[language], exact: false }).click();
    const panel = page.getByRole('tabpanel');
    await expect(field(panel, editor.texts.title)).toHaveValue(TEMPLATE.title[language]);
    await expect(field(panel, editor.texts.description)).toHaveValue(TEMPLATE.description[language]);
    await expect(field(panel, editor.texts.impact.replace('{{number}}', '1'))).toHaveValue(
      TEMPLATE.impact[language],
    );
    await expect(field(panel, editor.texts.instruction.replace('{{number}}', '1'))).toHaveValue(
      TEMPLATE.instruction[language],
    );
    await expect(
      panel.getByRole('combobox', { name: editor.texts.pictogram.replace('{{number}}', '1') }),
    ).toHaveValue(PICTOGRAM);
  }
  await page.screenshot({ path: `${SCREENS}/templates-new-event.png`, fullPage: true });

  // A cantonal operator picks the new type in the editor of a blank event; the event's page names it.
  const operator = await (await browser.newContext()).newPage();
  await login(operator, 'zh.operator', undefined, '/events/newEventFromHome');
  await operator.getByRole('button', { name: editor.create.start }).click();
  await expect(operator).toHaveURL(/\/events\/\d+\/edit$/);
  await choose(operator, editor.category, NEW_TYPE.category);
  await choose(operator, editor.eventType, NEW_TYPE.texts.de);
  const saved = operator.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/ecc\/events\/\d+$/.test(r.url()),
  );
  await operator.getByRole('button', { name: editor.actions.save, exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await operator.goto(operator.url().replace(/\/edit$/, ''));
  await expect(operator.getByRole('definition').filter({ hasText: NEW_TYPE.texts.de })).toBeVisible();
});

test('a pictogram upload shows why an unsafe SVG is refused and previews an accepted one', async ({
  page,
}) => {
  await login(page, 'nat.operator', undefined, '/textpictograms/pictograms/behavior');
  await page.getByRole('button', { name: texts.pictograms.new }).click();
  await page.getByRole('textbox', { name: texts.code }).fill('WEAR_MASK');
  for (const language of LANGUAGES) {
    const label = texts.inLanguage
      .replace('{{what}}', texts.pictograms.label)
      .replace('{{language}}', texts.languages[language]);
    await page.getByRole('textbox', { name: label }).fill(`Maske ${language}`);
  }
  const file = page.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'evil.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByRole('alert', { name: texts.pictograms.refused })).toContainText(
    texts.errors.image.svgScript,
  );
  await expect(page.getByRole('button', { name: texts.pictograms.upload })).toBeDisabled();
  await file.setInputFiles({
    name: 'mask.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
    ),
  });
  await expect(page.getByRole('img', { name: texts.pictograms.preview })).toBeVisible();
  await page.getByRole('button', { name: texts.pictograms.upload }).click();
  await expect(page.getByRole('cell', { name: 'WEAR_MASK' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Maske de' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/pictograms-behavior.png`, fullPage: true });
});

test('deleting an event type a template uses is refused, naming the template', async ({ page }) => {
  await login(page, 'nat.operator', undefined, '/textpictograms/eventtype');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'DAM', exact: true }) });
  await row.getByRole('button', { name: texts.delete }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: deLocale.ui.popups.ok, exact: false })
    .click();
  await expect(page.getByRole('alertdialog', { name: texts.deleteFailed })).toContainText(
    'Stauanlage / Wasseralarm',
  );
  await page.screenshot({ path: `${SCREENS}/catalogue-in-use.png` });
});

test('a public phone contact is offered in the event editor and fills a contact row', async ({ page }) => {
  await login(page, 'nat.operator', undefined, '/publiccontacts/phone');
  await page.getByRole('button', { name: texts.add }).click();
  for (const language of LANGUAGES) {
    const label = texts.inLanguage
      .replace('{{what}}', texts.contacts.label)
      .replace('{{language}}', texts.languages[language]);
    await page.getByRole('textbox', { name: label }).fill(`Infoline ${language}`);
  }
  await page.getByRole('textbox', { name: texts.contacts.value.phone }).fill('+41 58 123 45 67');
  await page.getByRole('button', { name: texts.save }).click();
  await expect(page.getByRole('cell', { name: '+41 58 123 45 67' })).toBeVisible();

  await page.goto('/events/newEventFromHome');
  await page.getByRole('button', { name: editor.create.start }).click();
  await expect(page).toHaveURL(/\/events\/\d+\/edit$/);
  await choose(page, texts.contacts.offer, 'Infoline de (+41 58 123 45 67)');
  await expect(
    page.getByRole('textbox', { name: editor.contacts.name.replace('{{number}}', '1') }),
  ).toHaveValue('Infoline de');
  await expect(
    page.getByRole('textbox', { name: editor.contacts.phone.replace('{{number}}', '1') }),
  ).toHaveValue('+41 58 123 45 67');
});

test('the global settings’ image limit refuses a larger pictogram before it is sent', async ({ page }) => {
  const settings = deLocale.settings;
  await login(page, 'admin', undefined, '/globalsettings');
  await page.getByRole('textbox', { name: settings.imageUploadMaxKb }).fill('10');
  await page.getByRole('textbox', { name: settings.publicContact.phone }).fill('+41 58 000 00 00');
  await page.getByRole('button', { name: texts.save }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/global-settings.png`, fullPage: true });
  await page.goto('/textpictograms/pictograms/eventtype');
  await page.getByRole('button', { name: texts.pictograms.new }).click();
  await expect(page.getByText(texts.pictograms.fileHint.replace('{{limitKb}}', '10'))).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'big.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(11 * 1024)}</desc></svg>`,
    ),
  });
  await expect(page.getByRole('alert', { name: texts.pictograms.refused })).toContainText(
    texts.errors.image.tooLarge.replace('{{limitKb}}', '10'),
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert', { name: texts.pictograms.refused })).toContainText(
    texts.errors.image.wrongType.replace('{{type}}', 'image/gif'),
  );
});

test('a catalogue file imported on the export page says what it added; a broken one names the bad entry', async ({
  page,
}) => {
  const file = (entries: object[]) => ({
    name: 'text-catalogue.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({ format: 'operator-console/text-catalogue', version: 1, entries, pictograms: [] }),
    ),
  });
  const smoke = {
    kind: 'impact',
    code: 'SMOKE_IN_VALLEY',
    texts: {
      de: 'Rauch im Tal.',
      fr: 'Fumée dans la vallée.',
      it: 'Fumo nella valle.',
      en: 'Smoke in the valley.',
    },
  };
  await login(page, 'nat.operator', undefined, '/textpictograms/export');
  const input = page.locator('input[type="file"]');
  await input.setInputFiles(file([smoke, { ...smoke, code: 'bad code' }]));
  const refused = page.getByRole('alertdialog', { name: texts.import.failed });
  await expect(refused).toContainText(texts.import.badEntry.replace('{{entry}}', 'impact bad code'));
  await refused.getByRole('button', { name: deLocale.ui.popups.ok, exact: false }).click();

  await input.setInputFiles(file([smoke]));
  const done = page.getByRole('dialog', { name: texts.import.done });
  await expect(done).toContainText(
    texts.import.summary
      .replace('{{entriesAdded}}', '1')
      .replace('{{entriesChanged}}', '0')
      .replace('{{entriesUnchanged}}', '0')
      .replace('{{pictogramsAdded}}', '0')
      .replace('{{pictogramsChanged}}', '0')
      .replace('{{pictogramsUnchanged}}', '0'),
  );
  await page.screenshot({ path: `${SCREENS}/catalogue-import.png` });
  await done.getByRole('button', { name: deLocale.ui.popups.ok, exact: false }).click();
  await page.goto('/textpictograms/impact');
  await expect(page.getByRole('cell', { name: 'SMOKE_IN_VALLEY', exact: true })).toBeVisible();
});
