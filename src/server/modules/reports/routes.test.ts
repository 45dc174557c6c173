import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportRequestSchema } from '../../../domain/registry/report.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { auditLog } from '../../db/schema/index.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';
import { startSmtp } from '../../test-support/smtp.ts';
import { buildReport } from './document.ts';

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

/** A plain red PNG as the web's map export would send (RGB, 8 bits). */
function redPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([200, 40, 40]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The attachments of a raw mail: content type and decoded bytes. */
function attachmentsOf(mail: string): { type: string; data: Buffer }[] {
  return [
    ...mail.matchAll(
      /Content-Type: ([\w/.-]+)[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g,
    ),
  ]
    .filter((m) => m[1] !== 'text/plain')
    .map((m) => ({ type: m[1]!, data: Buffer.from(m[2]!.replace(/\s/g, ''), 'base64') }));
}

/** Pages and embedded images of a PDF, as poppler counts them. */
function pdfFacts(pdf: Buffer): { pages: number; images: number; lastPageText: string } {
  const dir = mkdtempSync(join(tmpdir(), 'report-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  const list = execFileSync('pdfimages', ['-f', String(pages), '-l', String(pages), '-list', file], {
    encoding: 'utf8',
  });
  const lastPageText = execFileSync('pdftotext', ['-f', String(pages), '-l', String(pages), file, '-'], {
    encoding: 'utf8',
  });
  return { pages, images: list.trim().split('\n').length - 2, lastPageText };
}

describe('a report’s PDF', () => {
  it('heads each page with the table and when it was made, written as the console writes times', async () => {
    // 16:06 UTC on 27 November is 17:06 in Zurich (winter time).
    const request = ReportRequestSchema.parse(report);
    const { data } = await buildReport(request, new Date('2026-11-27T16:06:30Z'));
    expect(firstPageText(data)).toContain('Stationäre Sirenen – 27.11.2026 17:06\n');
  });
});

describe.each(testBackends())('reports on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let test: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    test = await openTestApp(backend, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      REPORT_MAIL_DOMAINS: 'kapo.zh.ch, @Admin.ch',
    });
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

  it('puts the map on the last page of the PDF, and beside a CSV as a picture', async () => {
    const headers = await bearerOf(test.app, 'zh.operator');
    const email = {
      recipientsTo: ['lage@kapo.zh.ch'],
      recipientsCc: [],
      subject: 'Sirenen mit Karte',
      message: '',
      sendMap: true,
    };
    const mapImage = redPng(600, 400).toString('base64');
    const send = (payload: object) =>
      test.app.inject({ method: 'POST', url: '/api/scc/reports/email', headers, payload });
    expect((await send({ ...report, email: { ...email, sendMap: false } })).statusCode).toBe(204);
    const without = pdfFacts(attachmentsOf(smtp.received.at(-1)!)[0]!.data);
    expect((await send({ ...report, email, mapImage })).statusCode).toBe(204);
    const [pdf] = attachmentsOf(smtp.received.at(-1)!);
    expect(pdf!.type).toBe('application/pdf');
    const withMap = pdfFacts(pdf!.data);
    expect(withMap.pages).toBe(without.pages + 1);
    expect(withMap.images).toBe(1);
    expect(without.images).toBe(0);

    // The preview (the document route) shows the same map page.
    const preview = await test.app.inject({
      method: 'POST',
      url: '/api/scc/reports/document',
      headers,
      payload: { ...report, mapImage },
    });
    expect(pdfFacts(Buffer.from(preview.json().dataBase64, 'base64'))).toMatchObject({
      pages: withMap.pages,
      images: 1,
    });

    expect((await send({ ...report, documentType: 'csv', email, mapImage })).statusCode).toBe(204);
    const csvMail = attachmentsOf(smtp.received.at(-1)!);
    expect(csvMail.map((a) => a.type)).toEqual(['text/csv', 'image/png']);
    expect(csvMail[1]!.data.equals(Buffer.from(mapImage, 'base64'))).toBe(true);
  });

  it('refuses a map that is asked for but missing, or not a PNG, and sends nothing', async () => {
    const headers = await bearerOf(test.app, 'zh.operator');
    const email = {
      recipientsTo: ['lage@kapo.zh.ch'],
      recipientsCc: [],
      subject: 'Karte',
      message: '',
      sendMap: true,
    };
    const sent = smtp.received.length;
    const missing = await test.app.inject({
      method: 'POST',
      url: '/api/scc/reports/email',
      headers,
      payload: { ...report, email },
    });
    expect(missing.json().errors[0].messageKey).toBe('data.report.mapMissing');
    for (const payload of [
      { ...report, email },
      { ...report, email, mapImage: Buffer.from('GIF89a not a png').toString('base64') },
      { ...report, email, mapImage: 'not base64 at all!' },
    ]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/scc/reports/email',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toMatch(/mapImage/);
    }
    expect(smtp.received).toHaveLength(sent);
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

  const email = (to: string[], cc: string[] = []) => ({
    recipientsTo: to,
    recipientsCc: cc,
    subject: 'Sirenenliste',
    message: 'Guten Tag',
    sendMap: false,
  });
  const reportAudits = () =>
    test.database.db.select().from(auditLog).where(eq(auditLog.entity, 'report')).orderBy(desc(auditLog.id));

  it('refuses recipients outside the allowed domains, naming each, and sends nothing', async () => {
    const headers = await bearerOf(test.app, 'zh.operator');
    const [sent, audits] = [smtp.received.length, (await reportAudits()).length];
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/scc/reports/email',
      headers,
      payload: {
        ...report,
        email: email(
          ['lage@kapo.zh.ch', 'boss@evil.example'],
          ['x@admin.ch.evil.example', 'pikett@babs.admin.ch'],
        ),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      messageKey: 'data.report.recipientDomain',
      params: { domain: 'evil.example' },
      errors: [
        { path: '/body/email/recipientsTo/1', params: { domain: 'evil.example' } },
        { path: '/body/email/recipientsCc/0', params: { domain: 'admin.ch.evil.example' } },
      ],
    });
    expect(smtp.received).toHaveLength(sent);
    expect(await reportAudits()).toHaveLength(audits);
  });

  it('refuses more than ten recipients in To and Cc together, and sends nothing', async () => {
    const headers = await bearerOf(test.app, 'zh.operator');
    const sent = smtp.received.length;
    const addresses = (n: number, name: string) =>
      Array.from({ length: n }, (_, i) => `${name}${i}@kapo.zh.ch`);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/scc/reports/email',
      headers,
      payload: { ...report, email: email(addresses(6, 'lage'), addresses(5, 'pikett')) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        path: 'body/email/recipientsCc',
        messageKey: 'data.report.tooManyRecipients',
        params: { maximum: 10 },
      },
    ]);
    expect(smtp.received).toHaveLength(sent);
  });

  it('audits every sent mail with its recipients and tells the limits left', async () => {
    const headers = await bearerOf(test.app, 'zh.trainee');
    const limits = async () =>
      (await test.app.inject({ url: '/api/scc/reports/email/limits', headers })).json();
    expect(await limits()).toEqual({
      maxRecipients: 10,
      allowedDomains: ['kapo.zh.ch', 'admin.ch'],
      perHour: 20,
      remaining: 20,
    });
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/scc/reports/email',
      headers,
      payload: { ...report, email: email(['Lage@KAPO.zh.ch'], ['pikett@babs.admin.ch']) },
    });
    expect(response.statusCode).toBe(204);
    const [audit] = await reportAudits();
    expect(audit).toMatchObject({
      userName: 'zh.trainee',
      action: 'sent',
      after: { to: ['Lage@KAPO.zh.ch'], cc: ['pikett@babs.admin.ch'], subject: 'Sirenenliste' },
    });
    expect((await limits()).remaining).toBe(19);
  });

  it('refuses a table whose rows do not match its headers with 400, for download and mail', async () => {
    const headers = await bearerOf(test.app, 'zh.operator');
    const table = { headers: ['Kennung', 'Name'], rows: [['BE-0001', 'Thun'], ['BE-0002']] };
    const sent = smtp.received.length;
    for (const [url, extra] of [
      ['/api/scc/reports/document', {}],
      ['/api/scc/reports/email', { email: email(['lage@kapo.zh.ch']) }],
    ] as const) {
      const response = await test.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { ...report, table, ...extra },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ path: 'body/table/rows/1', messageKey: 'data.report.rowCells' }),
      ]);
    }
    expect(smtp.received).toHaveLength(sent);
  });

  it('neutralises formula cells in the CSV report, keeping negative numbers', async () => {
    const headers = await bearerOf(test.app, 'zh.operator');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/scc/reports/document',
      headers,
      payload: {
        ...report,
        documentType: 'csv',
        table: {
          headers: ['Name', 'Höhe'],
          rows: [
            ['=HYPERLINK("https://evil.example";"Sirene")', '-12'],
            ['@SUM(A1)', '+41 44 000 12 34'],
          ],
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const csv = Buffer.from(response.json().dataBase64, 'base64').toString('utf8');
    expect(csv.slice(1).trimEnd().split('\n')).toEqual([
      'Name;Höhe',
      `"'=HYPERLINK(""https://evil.example"";""Sirene"")";-12`,
      "'@SUM(A1);'+41 44 000 12 34",
    ]);
  });
});

/** A second console server on the same database (as behind a load balancer), mailing over `smtpUrl`. */
async function secondServer(test: TestApp, settings: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent', ...settings }),
    database: test.database,
  });
  await app.ready();
  return app;
}

describe.each(testBackends())('report e-mail limits on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let test: TestApp;
  let other: FastifyInstance;
  const settings = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, REPORT_MAIL_PER_HOUR: '3' });

  beforeAll(async () => {
    smtp = await startSmtp();
    test = await openTestApp(backend, settings());
    other = await secondServer(test, settings());
  });
  afterAll(async () => {
    await other.close();
    await test.close();
    await smtp.close();
  });

  const mail = (app: FastifyInstance, headers: object, to: string) =>
    app.inject({
      method: 'POST',
      url: '/api/scc/reports/email',
      headers: headers as Record<string, string>,
      payload: {
        ...report,
        email: { recipientsTo: [to], recipientsCc: [], subject: 'Liste', message: '', sendMap: false },
      },
    });
  const sentBy = async (userName: string) =>
    (
      await test.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'report'), eq(auditLog.action, 'sent'), eq(auditLog.userName, userName)),
        )
    ).length;

  it('allows by default only the domains of the registered persons', async () => {
    const headers = await bearerOf(test.app, 'admin');
    const limits = (await test.app.inject({ url: '/api/scc/reports/email/limits', headers })).json();
    expect(limits.allowedDomains).toContain('zh.example.ch');
    expect(limits.allowedDomains).not.toContain('kapo.zh.ch');
    const refused = await mail(test.app, headers, 'lage@kapo.zh.ch');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messageKey).toBe('data.report.recipientDomain');
    expect((await mail(test.app, headers, 'lage@zh.example.ch')).statusCode).toBe(204);
  });

  it('counts a user’s mails across servers sharing the database, even sent at once', async () => {
    const headers = await bearerOf(test.app, 'zh.operator');
    const sent = smtp.received.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => mail(i % 2 ? other : test.app, headers, `lage${i}@zh.example.ch`)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ messageKey: 'data.report.rateLimited', params: { maximum: 3 } });
    expect(smtp.received).toHaveLength(sent + 3);
    expect(await sentBy('zh.operator')).toBe(3);
    expect((await mail(other, headers, 'lage@zh.example.ch')).statusCode).toBe(429);
    // The limit is per user: another operator still sends.
    expect(
      (await mail(other, await bearerOf(test.app, 'be.operator'), 'lage@be.example.ch')).statusCode,
    ).toBe(204);
  });

  it('answers a translated 502 at once when the mail server drops the connection, and audits it', async () => {
    const dropping = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const port = (dropping.address() as AddressInfo).port;
    const failing = await secondServer(test, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const headers = await bearerOf(test.app, 'zh.trainee');
      const started = Date.now();
      const response = await mail(failing, headers, 'lage@zh.example.ch');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ messageKey: 'data.report.mailFailed' });
      expect(Date.now() - started).toBeLessThan(5_000);
      const [failure] = await test.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'report'), eq(auditLog.userName, 'zh.trainee')))
        .orderBy(desc(auditLog.id));
      expect(failure).toMatchObject({ action: 'sendFailed', after: { to: ['lage@zh.example.ch'] } });
    } finally {
      await failing.close();
      await new Promise((resolve) => dropping.close(resolve));
    }
  });
});
