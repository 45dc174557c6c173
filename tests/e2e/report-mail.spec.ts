import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { startSmtp } from '../../src/server/test-support/smtp.ts';
import de from '../../src/web/locales/de.json' with { type: 'json' };
import { ConsoleProcess } from './support/dashboard.ts';
import { login } from './support/session.ts';
import { test } from './support/test.ts';

// A console of its own, a few ports above the spec run's, that mails over SMTP_URL to the test's server.
const port = Number(process.env.E2E_PORT ?? 8199) + 5;
const dataDir = `data/e2e-${port}`;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mailing: ConsoleProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtp();
  rmSync(dataDir, { recursive: true, force: true });
  mailing = new ConsoleProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    WEB_DIST: process.env.WEB_DIST ?? 'dist/web',
  });
  await mailing.start();
});
test.afterAll(async () => {
  await mailing?.stop();
  await smtp?.close();
});

/** Pages and last-page images of a PDF, and its first page rendered and read as an operator's viewer would. */
function pdfFacts(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'h4-report-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  const last = String(pages);
  const images = execFileSync('pdfimages', ['-f', last, '-l', last, '-list', file], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, join(dir, 'page')]);
  const png = readFileSync(join(dir, 'page-1.png'));
  return {
    pages,
    // Rows of `pdfimages -list` after its two header lines; an image's alpha mask is listed as smask.
    mapImages: images
      .trim()
      .split('\n')
      .slice(2)
      .filter((line) => line.trim().split(/\s+/)[2] === 'image').length,
    firstPage: execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' }),
    // Width and height from the PNG header: a landscape A4 page at 50 dpi.
    size: [png.readUInt32BE(16), png.readUInt32BE(20)],
  };
}

test('a PDF report with the map reaches the recipients over SMTP', async ({ page }) => {
  await login(page, 'zh.operator', undefined, `${mailing.origin}/data/sirens`);
  await expect(page.locator('.ag-row[row-index="0"] .ag-cell[col-id="code"]')).not.toBeEmpty();
  await page.getByRole('button', { name: `Filter ${de.data.sirens.fields.operationalState}` }).click();
  await page
    .getByRole('group', { name: de.data.valueList.values })
    .getByRole('checkbox', { name: de.data.values.FAULT })
    .check();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ag-row[row-index="0"] .ag-cell[col-id="operationalState"]')).toHaveText(
    de.data.values.FAULT,
  );
  const faults = Number(((await page.getByTestId('row-count').textContent()) ?? '').replace(/\D/g, ''));

  await page.getByRole('button', { name: de.data.report.open }).click();
  const dialog = page.getByRole('dialog', { name: /Bericht per E-Mail senden/ });
  await dialog.getByLabel(de.data.report.to).fill('lage@zh.example.ch');
  await dialog.getByLabel(de.data.report.to).press('Enter');
  await dialog.getByLabel(de.data.report.subject).fill('Gestörte Sirenen Zürich');
  await dialog.getByRole('checkbox', { name: de.data.report.sendMap }).check();
  await expect(
    dialog.getByRole('img', { name: de.data.report.mapLabel_other.replace('{{count}}', String(faults)) }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: de.data.report.preview }).click();
  await expect(dialog.getByTitle(de.data.report.previewTitle)).toBeVisible();
  await dialog.getByRole('button', { name: de.data.report.send }).click();
  await expect(page.getByText(de.data.report.sent)).toBeVisible();

  await expect.poll(() => smtp.received.length).toBe(1);
  const mail = smtp.received[0]!;
  expect(mail).toMatch(/^To: lage@zh\.example\.ch$/m);
  expect(mail).toMatch(/^Subject: .*Zürich|^Subject: =\?UTF-8\?/m);
  const attachment = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(mail);
  const pdf = pdfFacts(Buffer.from(attachment![1]!.replace(/\s/g, ''), 'base64'));
  expect(pdf.firstPage).toContain(de.menu.data.sirens);
  expect(pdf.firstPage).toContain(de.data.values.FAULT);
  expect(pdf.firstPage).not.toContain(de.data.values.OPERATIONAL);
  expect(pdf.size[0]).toBeGreaterThan(pdf.size[1]!);
  expect(pdf.pages).toBeGreaterThanOrEqual(2);
  expect(pdf.mapImages).toBe(1);
});
