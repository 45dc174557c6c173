import { readFileSync } from 'node:fs';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { SEVERITY_COLOURS } from '../../src/domain/events.ts';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import frLocale from '../../src/web/locales/fr.json' with { type: 'json' };
import { cantonColour, expectCount } from './support/dashboard.ts';
import { drawAreaAndSubmit, eventIdOf, readCount } from './support/events.ts';
import { login, switchLanguage } from './support/session.ts';
import { test } from './support/test.ts';

const de = deLocale.events;
const fr = frLocale.events;
const counters = deLocale.dashboard.counters;
const TITLE_DE = 'Chemieunfall in Dübendorf: Fenster und Türen schliessen';
const TITLE_FR = 'Accident chimique à Dübendorf : fermez portes et fenêtres';
const TITLE_IT = 'Incidente chimico a Dübendorf: chiudete porte e finestre';

// Publishing an alarm may call people out: the wake-up notice that pops up is closed, as an operator would.
const WAKEUP_NOTICE_CLOSE = [deLocale.wakeups.notification.close, frLocale.wakeups.notification.close];

async function operator(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const close = page.getByRole('button', { name: new RegExp(`^(${WAKEUP_NOTICE_CLOSE.join('|')})$`) });
  await page.addLocatorHandler(page.getByRole('alert').filter({ has: close }), () => close.click());
  await login(page, userName);
  return page;
}

/** Types a title in one language tab of the editor. */
async function fillTitle(page: Page, tab: RegExp, title: string) {
  await page.getByRole('tab', { name: tab }).click();
  const field = page.getByRole('tabpanel').getByRole('textbox', { name: de.editor.texts.title, exact: true });
  await field.fill(title);
}

/** The author drafts the alarm from the chemical-accident template, completes it and submits it. */
async function draftAndSubmit(author: Page): Promise<number> {
  await author.getByRole('link', { name: deLocale.menu.homeLinks.newEventWithTemplate }).click();
  await author.getByRole('button', { name: /Chemieunfall/ }).click();
  await expect(author).toHaveURL(/\/events\/\d+\/edit$/);
  const eventId = eventIdOf(author);
  await fillTitle(author, /^Deutsch/, TITLE_DE);
  await fillTitle(author, /^Français/, TITLE_FR);
  await fillTitle(author, /^Italiano/, TITLE_IT);
  await drawAreaAndSubmit(author);
  await expect(author.getByLabel(de.detail.status)).toContainText(
    deLocale.dashboard.eventStates.PUBLICATION_PENDING,
  );
  return eventId;
}

/**
 * The approver (in French) publishes LIVE; an alert asks to type `LIVE <id>`, an all-clear does not and is
 * asked as an all-clear.
 */
async function approveLive(approver: Page, eventId: number, typed: boolean, allClear = false) {
  await approver.goto(`/events/${eventId}`);
  await approver.getByRole('toolbar').getByRole('button', { name: fr.actions.APPROVE }).click();
  const title = allClear ? fr.actions.publish.allClearTitle.LIVE : fr.actions.publish.title.LIVE;
  const popup = approver.getByRole('alertdialog', { name: title });
  await expect(popup.locator('[data-live-warning]')).toBeVisible();
  const field = popup.getByRole('textbox', {
    name: fr.actions.publish.strong.replace('{{pattern}}', `LIVE ${eventId}`),
  });
  if (typed) await field.fill(`LIVE ${eventId}`);
  else await expect(field).toHaveCount(0);
  const published = approver.waitForResponse((r) => r.url().endsWith(`/events/${eventId}/actions/APPROVE`));
  await popup.getByRole('button', { name: fr.actions.publish.ok.LIVE }).click();
  expect((await published).status()).toBe(200);
}

/** The state badge of the event page shows `label`. */
function expectState(page: Page, label: string) {
  return expect(page.getByLabel(/^(Typ, Status|Type, état)/)).toContainText(label);
}

/** The author rewrites the German description of the published alarm and submits the update. */
async function requestUpdate(author: Page, eventId: number, description: string) {
  await author.goto(`/events/${eventId}`);
  await author.getByRole('toolbar').getByRole('button', { name: de.actions.REQUEST_UPDATE }).click();
  await expect(author).toHaveURL(new RegExp(`/events/${eventId}/edit$`));
  await author.getByRole('tab', { name: /^Deutsch/ }).click();
  await author
    .getByRole('tabpanel')
    .getByRole('textbox', { name: de.editor.texts.description })
    .fill(description);
  await author.getByRole('button', { name: de.editor.actions.submitUpdate }).click();
  const question = author.getByRole('alertdialog', { name: de.editor.submit.title.update.LIVE });
  await question.getByRole('button', { name: de.editor.actions.submitUpdate }).click();
  await expect(author).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expectState(author, deLocale.dashboard.eventStates.UPDATE_PENDING);
}

/** From the home link, the author declares the event a false alarm and submits the prepared correction. */
async function correctFalseAlarm(author: Page, eventId: number): Promise<number> {
  await author.goto('/home');
  await author.getByRole('link', { name: deLocale.menu.homeLinks.newFalseAlarm }).click();
  const row = author.getByRole('row').filter({ hasText: TITLE_DE });
  await row.getByRole('button', { name: de.falseAlarm.choose }).click();
  const question = author.getByRole('alertdialog', {
    name: de.falseAlarm.confirmTitle.replace('{{eventId}}', String(eventId)),
  });
  await question.getByRole('button', { name: de.falseAlarm.confirmOk }).click();
  await expect(author).toHaveURL(/\/events\/\d+\/edit$/);
  const correctionId = eventIdOf(author);
  // Area, channels and four languages come prefilled: the operator only checks and submits.
  await author.getByRole('button', { name: de.editor.actions.submit }).click();
  await author
    .getByRole('alertdialog', { name: de.editor.submit.title.new.LIVE })
    .getByRole('button', { name: de.editor.actions.submit })
    .click();
  await expect(author).toHaveURL(new RegExp(`/events/${correctionId}$`));
  return correctionId;
}

test('an alarm from draft to publication, update, all-clear and false-alarm correction', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const author = await operator(browser, 'zh.operator');
  const approver = await operator(browser, 'zh.operator2');
  await switchLanguage(approver, 'fr');
  const watcher = await operator(browser, 'nat.operator');

  const eventId = await draftAndSubmit(author);

  await expectCount(
    watcher,
    counters.pendingPublications,
    await readCount(watcher, counters.pendingPublications),
  );
  const active = await readCount(watcher, counters.activeEvents);
  const pending = await readCount(watcher, counters.pendingPublications);
  await approveLive(approver, eventId, true);
  const soon = { timeout: 1_000 };
  // The author still looks at the event: it turns active without a reload.
  await expectState(author, deLocale.dashboard.eventStates.ACTIVE);
  await expectCount(watcher, counters.activeEvents, active + 1, soon);
  await expectCount(watcher, counters.pendingPublications, pending - 1, soon);
  await expect.poll(() => cantonColour(watcher, 'Zürich'), soon).toBe(SEVERITY_COLOURS.ALARM);
  await watcher.locator('button[aria-label="Zürich"]').focus();
  await expect(watcher.getByRole('tooltip')).toContainText(TITLE_DE);

  // Update: version 2 goes out after a second approval; the approver sees what changed.
  await requestUpdate(
    author,
    eventId,
    'Nach einem Unfall in Dübendorf treten giftige Gase aus. Die Feuerwehr ist vor Ort.',
  );
  await approveLive(approver, eventId, true);
  await expectState(approver, frLocale.dashboard.eventStates.ACTIVE);
  const diff = approver.getByRole('region', { name: fr.versions.diff.title });
  await expect(diff.locator('ins', { hasText: 'Dübendorf' })).toBeVisible();
  await expect(diff.locator('del', { hasText: 'Industriebetrieb' })).toBeVisible();
  await diff.scrollIntoViewIfNeeded();

  // All-clear: asked for by the author, published by the approver without a typed value.
  await author.goto(`/events/${eventId}`);
  await author.getByRole('toolbar').getByRole('button', { name: de.actions.REQUEST_ALL_CLEAR }).click();
  const allClearDialog = author.getByRole('dialog', {
    name: de.actions.confirm.REQUEST_ALL_CLEAR.title.replace('{{eventId}}', String(eventId)),
  });
  await expect(allClearDialog.locator('[data-live-warning]')).toBeVisible();
  await allClearDialog.getByRole('textbox', { name: de.actions.allClear.title }).fill('Sturm vorüber');
  await allClearDialog.getByRole('button', { name: de.actions.allClear.submit }).click();
  await expectState(author, deLocale.dashboard.eventStates.ALL_CLEAR_PENDING);
  await approveLive(approver, eventId, false, true);
  await expectState(approver, frLocale.dashboard.eventStates.ALL_CLEAR_ACTIVE);

  // False alarm: the correction needs one approval; the wrong event closes; the seconds are measured.
  const correctionId = await correctFalseAlarm(author, eventId);
  // The correction informs (no siren, no ALARM): one approval, without a typed value.
  await approveLive(approver, correctionId, false);
  await expectState(approver, frLocale.dashboard.eventStates.ACTIVE);
  await expect(approver.locator('[data-correction-seconds]')).toContainText(/\d+ secondes/);
  await expect(
    approver.getByLabel(fr.timeline.title).getByText(/Correction publiée \d+ secondes/),
  ).toBeVisible();
  await approver.goto(`/events/${eventId}`);
  await expectState(approver, fr.states.CLOSED);
  await expect(
    approver.getByRole('alert').filter({ hasText: fr.detail.correction.falseAlarmTitle }),
  ).toBeVisible();

  // The list filtered to Zurich (the filters live in the address) shows both.
  await approver.goto('/events?canton=ZH');
  await expect(approver.getByRole('combobox', { name: fr.list.filters.canton })).toHaveValue('ZH – Zurich');
  await expect(approver.locator(`tr[data-event-id="${correctionId}"]`)).toContainText(
    frLocale.dashboard.eventStates.ACTIVE,
  );
  await expect(approver.locator(`tr[data-event-id="${eventId}"]`)).toContainText(fr.states.CLOSED);
});

test('a trainee practises: exercise words and look, self-approval, CAP status Exercise', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const trainee = await operator(browser, 'zh.trainee');
  await trainee.getByRole('link', { name: deLocale.menu.homeLinks.newEventWithTemplate }).click();
  await trainee.getByRole('button', { name: /Unwetter/ }).click();
  await expect(trainee).toHaveURL(/\/events\/\d+\/edit$/);
  await drawAreaAndSubmit(trainee, 'EXERCISE');
  await expect(trainee.getByText(de.detail.exerciseNotice)).toBeVisible();

  // In an exercise the author may approve: the popup says so in words and in the exercise's yellow.
  await trainee.getByRole('toolbar').getByRole('button', { name: de.actions.APPROVE }).click();
  const popup = trainee.getByRole('alertdialog', { name: de.actions.publish.title.EXERCISE });
  await expect(popup.locator('[data-exercise-notice]')).toBeVisible();
  await expect(popup.locator('[data-live-warning]')).toHaveCount(0);
  await expect(popup.getByRole('textbox')).toHaveCount(0);
  await trainee.screenshot({ path: 'test-results/screens/events-exercise-publication.png' });
  await popup.getByRole('button', { name: de.actions.publish.ok.EXERCISE }).click();
  await expectState(trainee, deLocale.dashboard.eventStates.ACTIVE);

  const download = trainee.waitForEvent('download');
  await trainee.getByRole('button', { name: de.versions.capOf.replace('{{number}}', '1') }).click();
  const cap = readFileSync(await (await download).path(), 'utf8');
  expect(cap).toContain('<status>Exercise</status>');
  expect(cap).toContain('<msgType>Alert</msgType>');
});

test('the national approval of a cantonal alarm opens with its LIVE warning and its typed field both in view', async ({
  browser,
}) => {
  // Demo event 5 (BE → SO, Solothurn's deadline passed): the longest approval question, with channel warnings.
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await login(page, 'nat.operator', undefined, '/events/5');
  await page.getByRole('toolbar').getByRole('button', { name: de.actions.APPROVE }).click();
  const popup = page.getByRole('alertdialog', { name: de.actions.publish.title.LIVE });
  const typed = popup.getByRole('textbox', {
    name: de.actions.publish.strong.replace('{{pattern}}', 'LIVE 5'),
  });
  await expect(typed).toBeFocused();
  const title = (await popup.getByRole('heading').first().boundingBox())!;
  const warning = (await popup.locator('[data-live-warning]').boundingBox())!;
  const field = (await typed.boundingBox())!;
  const actions = (await popup.locator('[data-popup-actions]').boundingBox())!;
  // The warning's top is not scrolled under the title; the field is clear of the buttons at the foot.
  expect(warning.y).toBeGreaterThanOrEqual(title.y + title.height);
  expect(field.y + field.height).toBeLessThanOrEqual(actions.y);
  await page.screenshot({ path: 'test-results/screens/events-national-approval.png' });
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
});

/** Whether a chosen filter's text runs on under its clear button, where the operator cannot read it. */
function runsUnderClearButton(filter: Locator) {
  return filter.evaluate((field: HTMLInputElement) => {
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    const clear = field.parentElement?.querySelector('button');
    if (!context || !clear) return true;
    context.font = style.font;
    const left = field.getBoundingClientRect().left + Number.parseFloat(style.paddingLeft);
    return left + context.measureText(field.value).width > clear.getBoundingClientRect().left;
  });
}

test('a chosen state and canton of the event list read whole in every language', async ({ browser }) => {
  // The longest choices: the all-clear or an update awaiting approval, Appenzell Outer Rhodes.
  for (const language of ['de', 'fr', 'it', 'en']) {
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await login(page, 'nat.operator', undefined, '/events');
    if (language !== 'de') await switchLanguage(page, language);
    for (const state of ['ALL_CLEAR_PENDING', 'UPDATE_PENDING']) {
      await page.goto(`/events?state=${state}&canton=AR`);
      const filters = page.getByRole('search').getByRole('combobox');
      await expect(filters.first()).not.toHaveValue('');
      for (const filter of await filters.all())
        if (await filter.inputValue())
          expect(await runsUnderClearButton(filter), await filter.inputValue()).toBe(false);
    }
  }
});
