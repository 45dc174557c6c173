import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import { openTestApp, type TestApp } from '../test-support/app.ts';
import { testBackends } from '../test-support/database.ts';
import { bearerOf } from '../test-support/login.ts';

const validBanner = {
  title: { de: 'Sirenentest', fr: 'Test des sirènes', it: 'Test delle sirene', en: 'Siren test' },
  subtitle: {
    de: 'Mittwoch, 13.30 Uhr',
    fr: 'Mercredi, 13h30',
    it: 'Mercoledì, ore 13.30',
    en: 'Wednesday, 1.30 pm',
  },
  url: {
    de: 'https://www.alert.swiss',
    fr: 'https://www.alert.swiss',
    it: 'https://www.alert.swiss',
    en: 'https://www.alert.swiss',
  },
  primaryLanguage: 'de',
};

// What a careless or hostile client sends to a write route: always a clear 4xx problem, never a 5xx, nothing written.
describe.each(testBackends())('bad input on %s', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await openTestApp(backend, { BODY_LIMIT: '65536' });
    auth = await bearerOf(t.app, 'admin');
  });
  afterAll(() => t.close());

  async function writes() {
    const [row] = await t.database.db.select({ n: count() }).from(auditLog);
    return row!.n;
  }

  const cases: [string, { payload: string; contentType: string }, number, string][] = [
    [
      'malformed JSON',
      { payload: '{"title": ', contentType: 'application/json' },
      400,
      'errors.malformedJson',
    ],
    ['an empty body', { payload: '', contentType: 'application/json' }, 400, 'errors.malformedJson'],
    [
      'a body over the limit',
      {
        payload: JSON.stringify({ ...validBanner, padding: 'x'.repeat(70_000) }),
        contentType: 'application/json',
      },
      413,
      'errors.bodyTooLarge',
    ],
    [
      'an unknown field',
      {
        payload: JSON.stringify({ ...validBanner, publishedBy: 'someone' }),
        contentType: 'application/json',
      },
      400,
      'errors.validation',
    ],
    [
      'a wrong type',
      { payload: JSON.stringify({ ...validBanner, title: 'Sirenentest' }), contentType: 'application/json' },
      400,
      'errors.validation',
    ],
    [
      'an unknown language',
      { payload: JSON.stringify({ ...validBanner, primaryLanguage: 'rm' }), contentType: 'application/json' },
      400,
      'errors.validation',
    ],
    [
      'JSON nested thousands of levels deep',
      { payload: `${'['.repeat(30_000)}${']'.repeat(30_000)}`, contentType: 'application/json' },
      400,
      'errors.validation',
    ],
    [
      'a form instead of JSON',
      { payload: 'title=x', contentType: 'text/plain' },
      415,
      'errors.unsupportedMediaType',
    ],
  ];

  for (const [name, { payload, contentType }, status, messageKey] of cases) {
    it(`answers ${name} with ${status} problem+json and writes nothing`, async () => {
      const before = await writes();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ecc/banner',
        headers: { ...auth, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status, messageKey });
      expect(await writes()).toBe(before);
    });
  }

  it('names the offending field of a validation error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ecc/banner',
      headers: auth,
      payload: { ...validBanner, title: { ...validBanner.title, de: 42 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'body/title/de' })]);
  });

  it('accepts the same body when it is well-formed (the cases above fail for their fault alone)', async () => {
    const before = await writes();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ecc/banner',
      headers: auth,
      payload: validBanner,
    });
    expect(response.statusCode).toBe(200);
    expect(await writes()).toBe(before + 1);
  });
});
