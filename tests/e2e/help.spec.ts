import { expect, type Locator } from '@playwright/test';
import frLocale from '../../src/web/locales/fr.json' with { type: 'json' };
import { login, switchLanguage } from './support/session.ts';
import { test } from './support/test.ts';

const fr = frLocale.help;

/** A fingerprint of what the viewer's canvas shows: its size and a hash of its pixels. */
function canvasPrint(canvas: Locator): Promise<string> {
  return canvas.evaluate((element) => {
    const drawn = element as HTMLCanvasElement;
    const { data } = drawn.getContext('2d')!.getImageData(0, 0, drawn.width, drawn.height);
    let hash = 0;
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) {
      hash = (hash * 31 + data[i]! + data[i + 1]! * 7 + data[i + 3]! * 13) | 0;
      if (data[i + 3]! > 0 && data[i]! < 128) inked += 1;
    }
    return `${drawn.width}x${drawn.height}:${hash}:${inked}`;
  });
}

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
  await switchLanguage(page, 'fr');

  await page.getByRole('banner').getByRole('button', { name: frLocale.shell.header.help }).click();
  const selection = page.locator('[role=dialog][data-slot=dialog1]');
  const manuals = selection.getByRole('navigation', { name: fr.selection.listLabel }).getByRole('link');
  // The list shows the manuals in the display language only: the French one.
  await expect(manuals).toHaveCount(1);
  await manuals.getByText('Manuel d’utilisation de la console d’alarme').click();
  await expect(page).toHaveURL(
    /dialog2=helpdisplay%2Foperator-manual-fr\.pdf|dialog2=helpdisplay\/operator-manual-fr\.pdf/,
  );

  const viewer = page.locator('[role=dialog][data-slot=dialog2]');
  const pageNumber = viewer.getByLabel(fr.viewer.pageNumber);
  await expect(pageNumber).toHaveValue('1');
  const canvas = viewer.getByRole('img', { name: /du fichier d’aide operator-manual-fr\.pdf$/ });
  await expect.poll(() => canvasPrint(canvas)).toMatch(/:[1-9]\d*$/);
  const first = await canvasPrint(canvas);
  await viewer.getByRole('button', { name: fr.viewer.nextPage }).click();
  await expect(pageNumber).toHaveValue('2');
  await expect(canvas).toHaveAccessibleName(/^Page 2 sur \d+ du fichier d’aide operator-manual-fr\.pdf$/);
  // Page 2 is drawn: other pixels than page 1, and ink on them.
  await expect.poll(() => canvasPrint(canvas)).not.toBe(first);
  await expect.poll(() => canvasPrint(canvas)).toMatch(/:[1-9]\d*$/);

  // The file the viewer shows is the French manual, whose page 2 is its first chapter.
  const pdf = await page.request.get('/manuals/operator-manual-fr.pdf');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const data = await pdf.body();
  const text = await pdfPageText(data, 2);
  expect(text).toContain('1 Premiers pas');
  expect(text).toContain('Le bouton Aide ouvre la liste des manuels dans votre langue');

  await page.screenshot({ path: 'test-results/screens/help-fr-page-2.png' });
});
