import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import frLocale from '../../src/web/locales/fr.json' with { type: 'json' };
import { login } from './support/session.ts';

const fr = frLocale.help;
// The canvas and the reference pages are compared at this size: enough to tell pages apart.
const SAMPLE = { width: 60, height: 85 };

/** The grey levels of the viewer's canvas, shrunk to the sample size. */
async function canvasSample(canvas: Locator): Promise<number[]> {
  return canvas.evaluate((element, size) => {
    const small = document.createElement('canvas');
    small.width = size.width;
    small.height = size.height;
    const context = small.getContext('2d')!;
    context.drawImage(element as HTMLCanvasElement, 0, 0, size.width, size.height);
    const { data } = context.getImageData(0, 0, size.width, size.height);
    const grey: number[] = [];
    for (let i = 0; i < data.length; i += 4) grey.push((data[i]! + data[i + 1]! + data[i + 2]!) / 3);
    return grey;
  }, SAMPLE);
}

/** The grey levels of one PDF page as poppler draws it, at the sample size (binary PGM). */
function popplerSample(pdf: string, page: number): number[] {
  const out = join(tmpdir(), `media17-help-${page}`);
  const size = ['-scale-to-x', String(SAMPLE.width), '-scale-to-y', String(SAMPLE.height)];
  execFileSync('pdftoppm', [
    '-gray',
    '-f',
    String(page),
    '-l',
    String(page),
    ...size,
    '-singlefile',
    pdf,
    out,
  ]);
  const pgm = readFileSync(`${out}.pgm`);
  rmSync(`${out}.pgm`);
  // Header "P5\n<w> <h>\n255\n", then one byte per pixel.
  const header = pgm.toString('latin1', 0, 32).match(/^P5\s+\d+\s+\d+\s+\d+\s/)![0].length;
  return [...pgm.subarray(header)];
}

const distance = (a: number[], b: number[]) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;

/** The text of one PDF page, as pdf.js reads it. */
async function pdfPageText(data: Buffer, page: number): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(data) });
  const content = await (await (await loading.promise).getPage(page)).getTextContent();
  await loading.destroy();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

test('an operator opens help in French, picks the French manual and reads page 2', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await login(page, 'zh.operator');
  await page.getByRole('button', { name: /^Sprache/ }).click();
  await page.locator('[role=menuitem][lang=fr]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByRole('banner').getByRole('button', { name: frLocale.shell.header.help }).click();
  const selection = page.locator('[role=dialog][data-slot=dialog1]');
  const manuals = selection.getByRole('navigation', { name: fr.selection.listLabel }).getByRole('link');
  // The list shows the manuals in the display language only: the French one.
  await expect(manuals).toHaveCount(1);
  await manuals.getByText("Manuel d'utilisation de la console d'alarme").click();
  await expect(page).toHaveURL(
    /dialog2=helpdisplay%2Foperator-manual-fr\.pdf|dialog2=helpdisplay\/operator-manual-fr\.pdf/,
  );

  const viewer = page.locator('[role=dialog][data-slot=dialog2]');
  const pageNumber = viewer.getByLabel(fr.viewer.pageNumber);
  await expect(pageNumber).toHaveValue('1');
  await viewer.getByRole('button', { name: fr.viewer.nextPage }).click();
  await expect(pageNumber).toHaveValue('2');
  const canvas = viewer.getByRole('img', {
    name: /^Page 2 sur \d+ du fichier d'aide operator-manual-fr\.pdf$/,
  });
  await expect(canvas).toBeVisible();

  // The file the viewer shows is the French manual, whose page 2 is its first chapter.
  const pdf = await page.request.get('/manuals/operator-manual-fr.pdf');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const data = await pdf.body();
  const text = await pdfPageText(data, 2);
  expect(text).toContain('1 Premiers pas');
  expect(text).toContain('Le bouton Aide ouvre la liste des manuels dans votre langue');

  // What the operator sees is page 2 as poppler draws it, not page 1 or 3.
  const dir = mkdtempSync(join(tmpdir(), 'media17-help-'));
  const file = join(dir, 'manual.pdf');
  writeFileSync(file, data);
  const [one, two, three] = [1, 2, 3].map((n) => popplerSample(file, n)) as [number[], number[], number[]];
  rmSync(dir, { recursive: true, force: true });
  await expect
    .poll(async () => {
      const shown = await canvasSample(canvas);
      return distance(shown, two) < Math.min(distance(shown, one), distance(shown, three)) / 2;
    })
    .toBe(true);
  await page.screenshot({ path: 'test-results/screens/help-fr-page-2.png' });
});
