import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import { openTestApp, type TestApp } from '../test-support/app.ts';
import { testBackends } from '../test-support/database.ts';
import { bearerOf } from '../test-support/login.ts';

const perLanguage = (de: string) => ({ de, fr: '', it: '', en: '' });
const banner = (title: string) => ({
  title: perLanguage(title),
  subtitle: perLanguage('Mittwoch, 13.30 Uhr'),
  url: perLanguage('https://www.alert.swiss'),
  primaryLanguage: 'de',
});
const report = {
  table: { headers: ['Name', 'Bemerkung'], rows: [['Thun', 'Zeile 1\r\nZeile 2\tmit Tab']] },
  tableName: 'Sirenen',
  documentType: 'csv',
  language: 'de',
};

// NUL and other control characters: refused with 400 before any route or the database sees them.
describe.each(testBackends())('control characters on %s', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await openTestApp(backend);
    auth = await bearerOf(t.app, 'admin');
  });
  afterAll(() => t.close());

  async function writes() {
    const [row] = await t.database.db.select({ n: count() }).from(auditLog);
    return row!.n;
  }

  async function expectRefused(request: InjectOptions, path: string) {
    const before = await writes();
    const response = await t.app.inject({ headers: auth, ...request });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 400,
      messageKey: 'errors.controlCharacters',
      errors: [{ path, messageKey: 'errors.controlCharacters' }],
    });
    expect(await writes()).toBe(before);
  }

  it('refuses a NUL byte in the quick search and in a filter text', async () => {
    await expectRefused({ url: '/api/scc/data/persons?q=M%00ller' }, '/querystring/q');
    const filter = JSON.stringify({ lastName: { filterType: 'text', type: 'contains', filter: 'M\u0000' } });
    await expectRefused(
      { url: `/api/scc/data/persons?filter=${encodeURIComponent(filter)}` },
      '/querystring/filter/lastName/filter',
    );
    await expectRefused(
      { url: `/api/scc/data/persons?filter=${encodeURIComponent(filter.replace('\\u0000', '\u0000'))}` },
      '/querystring/filter',
    );
    const labelled = JSON.stringify([{ 'state\u0000': ['ACTIVE'] }]);
    await expectRefused(
      { url: `/api/scc/data/persons?ql=${encodeURIComponent(labelled)}` },
      '/querystring/ql/0/state\\u0000',
    );
    await expectRefused({ url: '/api/scc/data/persons/values/lastName?search=%1B' }, '/querystring/search');
  });

  it('refuses a control character in a path parameter', async () => {
    await expectRefused({ url: '/api/scc/data/persons/values/last%00Name' }, '/params/field');
  });

  it('refuses a NUL byte, an escape or a C1 control in a body text or key, and writes nothing', async () => {
    for (const [title, path] of [
      ['Sirenen\u0000test', '/body/title/de'],
      ['Sirenen\u001btest', '/body/title/de'],
      ['Sirenen\u0085test', '/body/title/de'],
    ] as const) {
      await expectRefused({ method: 'POST', url: '/api/ecc/banner', payload: banner(title) }, path);
    }
    await expectRefused(
      { method: 'POST', url: '/api/ecc/banner', payload: { ...banner('Sirenentest'), 'x\u0000\t': 1 } },
      '/body/x\\u0000\\u0009',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/api/scc/reports/document',
        payload: { ...report, tableName: 'Sirenen\u0000' },
      },
      '/body/tableName',
    );
  });

  it('lets tabs and line breaks through in body texts, and the same banner without the NUL is saved', async () => {
    const document = await t.app.inject({
      method: 'POST',
      url: '/api/scc/reports/document',
      headers: auth,
      payload: report,
    });
    expect(document.statusCode).toBe(200);
    expect(Buffer.from(document.json().dataBase64, 'base64').toString('utf8')).toContain(
      '"Zeile 1\r\nZeile 2\tmit Tab"',
    );
    const before = await writes();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/ecc/banner',
      headers: auth,
      payload: banner('Sirenentest'),
    });
    expect(saved.statusCode).toBe(200);
    expect(await writes()).toBe(before + 1);
  });
});
