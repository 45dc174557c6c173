import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';

const table = {
  headers: ['Kennung', 'Name', 'Kanton'],
  rows: Array.from({ length: 120 }, (_, i) => [
    `BE-${String(i + 1).padStart(4, '0')}`,
    `Thun ${i + 1}`,
    'BE',
  ]),
};
const report = {
  table,
  tableName: 'Stationäre Sirenen',
  documentType: 'pdf',
  language: 'de',
  pageSize: 'A4',
};

/** A loopback SMTP server that keeps every raw message it receives. */
async function startSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The text of the PDF's first page, rendered by poppler as an operator's viewer would. */
function firstPageText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'report-'));
  writeFileSync(join(dir, 'report.pdf'), pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '30',
    '-f',
    '1',
    '-l',
    '1',
    join(dir, 'report.pdf'),
    join(dir, 'page'),
  ]);
  return execFileSync('pdftotext', ['-f', '1', '-l', '1', join(dir, 'report.pdf'), '-'], {
    encoding: 'utf8',
  });
}

describe.each(testBackends())('reports on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let test: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    test = await openTestApp(backend, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });

  it('builds a PDF of the table for download', async () => {
    const headers = await bearerOf(test.app, 'zh.operator');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/scc/reports/document',
      headers,
      payload: report,
    });
    expect(response.statusCode).toBe(200);
    const { fileName, dataBase64 } = response.json();
    expect(fileName).toMatch(/^Stationare-Sirenen-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = firstPageText(Buffer.from(dataBase64, 'base64'));
    expect(text).toContain('Stationäre Sirenen');
    expect(text).toContain('BE-0001');
  });

  it('mails the report with the PDF attached, and audits the sending', async () => {
    const headers = await bearerOf(test.app, 'zh.operator');
    const email = {
      recipientsTo: ['lage@kapo.zh.ch'],
      recipientsCc: ['pikett@babs.admin.ch'],
      subject: 'Sirenenliste Bern',
      message: 'Guten Tag, anbei die Liste.',
      sendMap: false,
    };
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/scc/reports/email',
      headers,
      payload: { ...report, email },
    });
    expect(response.statusCode).toBe(204);
    const mail = smtp.received.at(-1)!;
    expect(mail).toMatch(/^Subject: Sirenenliste Bern$/m);
    expect(mail).toMatch(/^To: lage@kapo\.zh\.ch$/m);
    expect(mail).toMatch(/^Cc: pikett@babs\.admin\.ch$/m);
    expect(mail).toContain('anbei die Liste');
    const attachment = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(
      mail,
    );
    expect(attachment).not.toBeNull();
    expect(firstPageText(Buffer.from(attachment![1]!.replace(/\s/g, ''), 'base64'))).toContain('BE-0001');
  });

  it('refuses a user without the e-mail export permission and a report without recipients', async () => {
    const viewer = await bearerOf(test.app, 'zh.viewer');
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/scc/reports/document',
      headers: viewer,
      payload: report,
    });
    expect(refused.statusCode).toBe(403);
    const admin = await bearerOf(test.app, 'admin');
    const invalid = await test.app.inject({
      method: 'POST',
      url: '/api/scc/reports/email',
      headers: admin,
      payload: {
        ...report,
        email: { recipientsTo: [], recipientsCc: [], subject: '', message: '', sendMap: false },
      },
    });
    expect(invalid.statusCode).toBe(400);
  });
});
