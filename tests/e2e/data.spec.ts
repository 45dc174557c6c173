import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { REGISTRY } from '../../src/domain/registry/index.ts';
import de from '../../src/web/locales/de.json' with { type: 'json' };
import { login, switchLanguage } from './support/session.ts';
import { test } from './support/test.ts';

const fields = de.data.sirens.fields;

const rowCount = async (page: Page) => {
  const text = (await page.getByTestId('row-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
};
const cell = (page: Page, row: number, column: string) =>
  page.locator(`.ag-row[row-index="${row}"] .ag-cell[col-id="${column}"]`);
/** Picks values in a column's value-list filter (opened from the button under its header). */
async function pickValues(page: Page, header: string, labels: readonly string[]) {
  await page.getByRole('button', { name: `Filter ${header}` }).click();
  const list = page.getByRole('group', { name: de.data.valueList.values });
  for (const label of labels) await list.getByRole('checkbox', { name: label, exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

// Every grid feature used must be registered: AG Grid reports a missing module only in the console.
let problems: string[] = [];
test.beforeEach(({ page }) => {
  problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /AG Grid/.test(message.text())) problems.push(message.text());
  });
});
test.afterEach(() => expect(problems).toEqual([]));

async function openSirens(page: Page, user: string) {
  await login(page, user, undefined, '/data/sirens');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cell(page, 0, 'code')).not.toBeEmpty();
}

test('filters and sorts the 5,000 stationary sirens, and exports what the grid shows', async ({ page }) => {
  await openSirens(page, 'admin');
  await expect.poll(() => rowCount(page)).toBeGreaterThan(4_900);
  const all = await rowCount(page);

  await pickValues(page, fields.stateCode, ['BE']);
  await expect.poll(() => rowCount(page)).toBeLessThan(all);
  const bern = await rowCount(page);
  expect(bern).toBeGreaterThan(300);
  await expect(cell(page, 0, 'stateCode')).toHaveText('BE');

  const header = page.locator('.ag-header-row-column .ag-header-cell[col-id="code"] .ag-header-cell-label');
  await header.click();
  await header.click();
  await expect(page.locator('.ag-header-row-column .ag-header-cell[col-id="code"]')).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(cell(page, 0, 'code')).toHaveText(`BE-${String(bern).padStart(4, '0')}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: de.data.grid.exportCsv }).click();
  const csv = (await readFile((await (await downloading).path())!, 'utf8')).replace(/^\ufeff/, '');
  const [head, ...lines] = csv
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(';'));
  expect(head).toContain(fields.code);
  expect(head).not.toContain(fields.east);
  expect(lines).toHaveLength(bern);
  const codes = lines.map((line) => line[head!.indexOf(fields.code)]!);
  expect(codes[0]).toBe(`BE-${String(bern).padStart(4, '0')}`);
  expect(codes).toEqual([...codes].sort().reverse());
  expect(lines.every((line) => line[head!.indexOf(fields.stateCode)] === 'BE')).toBe(true);

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: de.data.grid.exportPdf }).click();
  const pdf = (await (await pdfDownload).path())!;
  const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' });
  expect(firstPage).toContain(de.menu.data.sirens);
  expect(firstPage).toContain(codes[0]);
  expect(firstPage).not.toContain('ZH-0001');
});

test('quick search finds rows by the label of their state, and value lists narrow by search', async ({
  page,
}) => {
  await openSirens(page, 'admin');
  await page.getByRole('textbox', { name: de.data.grid.search }).fill(de.data.values.FAULT);
  await expect.poll(() => rowCount(page)).toBeLessThan(1_000);
  expect(await rowCount(page)).toBeGreaterThan(50);
  for (const row of [0, 1, 2])
    await expect(cell(page, row, 'operationalState')).toHaveText(de.data.values.FAULT);
  await page.getByRole('textbox', { name: de.data.grid.search }).fill('');

  await page.getByRole('button', { name: `Filter ${fields.municipality}` }).click();
  const list = page.getByRole('group', { name: de.data.valueList.values });
  await page.getByRole('textbox', { name: de.data.valueList.search }).fill('thun');
  await expect(list.getByRole('checkbox', { name: 'Thun', exact: true })).toBeVisible();
  await expect.poll(async () => (await list.getByRole('checkbox').allTextContents()).length).toBeLessThan(10);
  await list.getByRole('checkbox', { name: 'Thun', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect.poll(() => rowCount(page)).toBeLessThan(100);
  await expect(cell(page, 0, 'municipality')).toHaveText('Thun');
  await expect(page.getByRole('button', { name: `Filter ${fields.municipality}` })).toHaveText('Thun');
});

test('an edited siren appears in the audit log with before and after', async ({ page }) => {
  await openSirens(page, 'admin');
  const code = (await cell(page, 0, 'code').textContent())!;
  await cell(page, 0, 'code').dblclick();
  // The window is named by its page and the siren's code, nothing after it.
  const dialog = page.getByRole('dialog', { name: `${de.menu.data.sirens} – ${code}`, exact: true });
  await dialog.getByLabel(fields.remark).fill('Motor revidiert E2E');
  await dialog.getByRole('button', { name: de.data.form.save }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/data/auditlog');
  await page.getByRole('textbox', { name: de.data.grid.search }).fill('Motor revidiert E2E');
  await expect.poll(() => rowCount(page)).toBe(1);
  // Codes show in the operator's words; the value list offers them by the same labels.
  await expect(cell(page, 0, 'action')).toHaveText(de.data.auditlog.actions.updated);
  await expect(cell(page, 0, 'entity')).toHaveText(de.data.auditlog.entities.sirens);
  await expect(cell(page, 0, 'userName')).toHaveText('admin');
  // To the second, in the form of the whole console: writes of one minute stay in order.
  await expect(cell(page, 0, 'at')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  await expect(cell(page, 0, 'after')).toContainText('Motor revidiert E2E');
  await expect(cell(page, 0, 'before')).toContainText(code);
  // Opened, the entry compares its changed fields by their labels.
  await cell(page, 0, 'action').dblclick();
  const changes = page.getByRole('dialog').getByRole('table', { name: de.data.auditlog.detail.changes });
  await expect(
    changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fields.remark }) }),
  ).toContainText('Motor revidiert E2E');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await pickValues(page, de.data.auditlog.fields.entity, [de.data.auditlog.entities.sirens]);
  await expect(page.getByRole('button', { name: `Filter ${de.data.auditlog.fields.entity}` })).toHaveText(
    de.data.auditlog.entities.sirens,
  );
  await expect.poll(() => rowCount(page)).toBe(1);
});

test('a location renamed on one console shows at once on another, which reads only that row', async ({
  page,
  browser,
}) => {
  const other = await browser.newPage();
  await login(other, 'admin', undefined, '/data/locations');
  await expect(cell(other, 0, 'name')).not.toBeEmpty();
  const listReads: string[] = [];
  const rowReads: string[] = [];
  other.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/scc/data/locations') listReads.push(request.url());
    else if (/^\/api\/scc\/data\/locations\/\d+$/.test(pathname)) rowReads.push(pathname);
  });

  await login(page, 'admin', undefined, '/data/locations');
  const original = (await cell(page, 0, 'name').textContent())!;
  const renamed = `${original} (Kommandoposten verlegt)`;
  await cell(page, 0, 'name').dblclick();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(de.data.locations.fields.name, { exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: de.data.form.save }).click();
  await expect(dialog).toBeHidden();

  await expect(other.locator('.ag-cell[col-id="name"]', { hasText: renamed })).toBeVisible();
  expect(rowReads).toHaveLength(1);
  expect(listReads).toEqual([]);
  await other.close();
});

test('a cantonal operator sees only the sirens of their canton', async ({ page }) => {
  await openSirens(page, 'zh.operator');
  const count = await rowCount(page);
  expect(count).toBeGreaterThan(300);
  expect(count).toBeLessThan(2_000);
  for (const row of [0, 1, 2, 3, 4]) await expect(cell(page, row, 'stateCode')).toHaveText('ZH');
  // The canton's value list, like the rows, holds only the user's own canton.
  await page.getByRole('button', { name: `Filter ${fields.stateCode}` }).click();
  const cantons = page.getByRole('group', { name: de.data.valueList.values }).getByRole('checkbox');
  await expect(cantons).toHaveCount(1);
  await expect(cantons).toHaveAccessibleName('ZH');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: de.data.grid.create })).toHaveCount(0);
});

test('a row opened with Enter and closed with Escape gives the focus back to its cell', async ({ page }) => {
  await openSirens(page, 'zh.operator');
  const code = cell(page, 2, 'code');
  await code.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The window takes the focus (its close button first), so that Escape reaches it.
  await expect(dialog.getByRole('button', { name: de.ui.close }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The keyboard goes on where it was: the next row is one arrow key away.
  await expect(code).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 3, 'code')).toBeFocused();
});

test('every built data page shows its rows without grid errors, and a form refuses bad input', async ({
  page,
}) => {
  await login(page, 'admin');
  for (const entry of REGISTRY) {
    await page.goto(`/data/${entry.resource.key}`);
    const title = de.menu.data[entry.resource.key as keyof typeof de.menu.data];
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // A loading placeholder is a row too: the count says rows came.
    await expect(page.getByTestId('row-count'), `rows of /data/${entry.resource.key}`).toHaveText(/[1-9]/);
    await expect(page.locator('.ag-row[row-index="0"]')).toBeVisible();
  }
  await page.goto('/data/sirengroups');
  await cell(page, 0, 'name').dblclick();
  const members = await cell(page, 0, 'members').textContent();
  const memberMap = page.getByRole('dialog').getByRole('img', { name: new RegExp(`${members} Sirenen`) });
  await expect(memberMap).toBeVisible();
  await expect(memberMap.locator('canvas').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/data/sirenmodels');
  await page.getByRole('button', { name: de.data.grid.create }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: de.data.form.save }).click();
  await expect(
    dialog
      .getByText('Ungültiger Wert', { exact: false })
      .or(dialog.locator('.mantine-InputWrapper-error'))
      .first(),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('the column chooser shows a column, and the layout stays for the user after a reload', async ({
  page,
}) => {
  await openSirens(page, 'be.operator');
  // Bern's operator has a demo wake-up: its notice lies over the toolbar until closed.
  await page.getByRole('button', { name: de.wakeups.notification.close }).click();
  await expect(page.locator('.ag-header-row-column [col-id="east"]')).toHaveCount(0);
  await page.getByRole('button', { name: de.data.grid.columns }).click();
  await page.getByRole('checkbox', { name: fields.east }).check();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ag-header-row-column [col-id="east"]')).toBeVisible();
  await page.reload();
  await expect(cell(page, 0, 'east')).not.toBeEmpty();
  await expect(cell(page, 0, 'stateCode')).toHaveText('BE');
});

/** Headers of the grid that do not read in full on one line: cut ("Betriebsm…") or wrapped. */
function unreadHeaders(page: Page): Promise<string[]> {
  return page
    .locator('.ag-header-row-column .ag-header-cell-text')
    .evaluateAll((texts) =>
      texts
        .filter(
          (text) =>
            text.scrollWidth > text.clientWidth ||
            text.getBoundingClientRect().height > 1.5 * Number.parseFloat(getComputedStyle(text).lineHeight),
        )
        .map((text) => text.textContent ?? ''),
    );
}

test('headers read in full where the grid has room; the widths given for it are not saved as the user’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await login(page, 'admin', undefined, '/data/applicationusers');
  await expect(page.getByTestId('row-count')).toHaveText(/[1-9]/);
  await expect.poll(() => unreadHeaders(page)).toEqual([]);

  // Sorting saves the layout; on a narrower screen the columns are back at their own widths.
  const header = page.locator(
    '.ag-header-row-column .ag-header-cell[col-id="username"] .ag-header-cell-label',
  );
  await header.click();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.reload();
  await expect(page.getByTestId('row-count')).toHaveText(/[1-9]/);
  const territory = page.locator('.ag-header-row-column .ag-header-cell[col-id="managedTerritory"]');
  const ownWidth = REGISTRY.find((entry) => entry.resource.key === 'applicationusers')?.columns.find(
    (column) => column.field === 'managedTerritory',
  )?.width;
  await expect.poll(async () => Math.round((await territory.boundingBox())?.width ?? 0)).toBe(ownWidth);
  await expect(page.locator('.ag-header-row-column .ag-header-cell[col-id="username"]')).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('one-word headers read in full at 1366 pixels with the menu open, where the grid scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // A header cut short keeps its ellipsis: its text is wider than its box ("Betriebsm…", "Canto…").
  const cutHeaders = () =>
    page
      .locator('.ag-header-row-column .ag-header-cell-text')
      .evaluateAll((texts) =>
        texts.filter((text) => text.scrollWidth > text.clientWidth).map((text) => text.textContent ?? ''),
      );
  await login(page, 'admin', undefined, '/data/applicationusers');
  await expect(page.getByTestId('row-count')).toHaveText(/[1-9]/);
  await expect.poll(cutHeaders).toEqual([]);
  await switchLanguage(page, 'it');
  for (const grid of ['sirens', 'auditlog']) {
    await page.goto(`/data/${grid}`);
    await expect(page.getByTestId('row-count')).toHaveText(/[1-9]/);
    await expect.poll(cutHeaders).toEqual([]);
  }
});

/** The e-mails the console wrote to its outbox (no SMTP_URL in browser tests: DESIGN.md §1). */
async function outbox(): Promise<string[]> {
  const dir = join('data', `e2e-${new URL(baseURL).port}`, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map((file) => readFile(join(dir, file), 'utf8')));
}

test('a cantonal operator sends the filtered sirens as a PDF report by e-mail', async ({ page }) => {
  await openSirens(page, 'zh.operator');
  await pickValues(page, fields.operationalState, [de.data.values.FAULT]);
  await expect.poll(() => rowCount(page)).toBeLessThan(200);
  const faults = await rowCount(page);
  const before = (await outbox()).length;

  await page.getByRole('button', { name: de.data.report.open }).click();
  const dialog = page.getByRole('dialog', { name: /Bericht per E-Mail senden/ });
  await expect(dialog.getByText(`${faults} Zeilen`, { exact: false })).toBeVisible();
  await dialog.getByLabel(de.data.report.to).fill('lage@zh.example.ch');
  await dialog.getByLabel(de.data.report.to).press('Enter');
  const send = dialog.getByRole('button', { name: de.data.report.send });
  await expect(send).toBeDisabled();
  await dialog.getByRole('button', { name: de.data.report.preview }).click();
  await expect(dialog.getByTitle(de.data.report.previewTitle)).toBeVisible();
  await send.click();
  await expect(page.getByText(de.data.report.sent)).toBeVisible();

  const mails = await outbox();
  expect(mails).toHaveLength(before + 1);
  const mail = mails.at(-1)!;
  expect(mail).toMatch(/^To: lage@zh\.example\.ch$/m);
  const attachment = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
    mail,
  );
  const dir = await mkdtemp(join(tmpdir(), 'report-'));
  await writeFile(join(dir, 'report.pdf'), Buffer.from(attachment![1]!.replace(/\s/g, ''), 'base64'));
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '40',
    '-f',
    '1',
    '-l',
    '1',
    join(dir, 'report.pdf'),
    join(dir, 'page'),
  ]);
  expect(await readdir(dir)).toContain('page-1.png');
  const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', join(dir, 'report.pdf'), '-'], {
    encoding: 'utf8',
  });
  expect(firstPage).toContain(de.menu.data.sirens);
  expect(firstPage).toContain(de.data.values.FAULT);
  expect(firstPage).not.toContain(de.data.values.OPERATIONAL);
});
