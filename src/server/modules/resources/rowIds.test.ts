import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_INTEGER_MAX } from '../../../domain/keys.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';

const TOO_LARGE = PG_INTEGER_MAX + 1;

// Found by the API fuzzer: ids past PostgreSQL's integer range passed validation and failed in SQL (500).
describe.each(testBackends())('row ids beyond a PostgreSQL integer on %s', (backend) => {
  let test: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    test = await openTestApp(backend);
    admin = await bearerOf(test.app, 'admin');
  });
  afterAll(() => test.close());

  it('refuses such an id in the path of records and events with 400', async () => {
    for (const [method, url] of [
      ['GET', `/api/scc/data/persons/${TOO_LARGE}`],
      ['DELETE', `/api/scc/data/persons/${TOO_LARGE}`],
      ['GET', `/api/ecc/events/${TOO_LARGE}`],
      ['GET', `/api/ecc/events/1/cap?version=${TOO_LARGE}`],
      ['POST', `/api/ecc/events/${TOO_LARGE}/false-alarm`],
    ] as const) {
      const response = await test.app.inject({ method, url, headers: admin });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toMatchObject({ messageKey: 'errors.validation' });
    }
  });

  it('refuses a body that refers to such a row with 400 naming the field', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/scc/data/persons',
      headers: admin,
      payload: {
        organisationId: TOO_LARGE,
        firstName: 'Anna',
        lastName: 'Muster',
        email: null,
        phone: null,
        function: null,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject([{ path: 'body/organisationId' }]);
  });

  it('still answers 404 for the largest id that names no row', async () => {
    const response = await test.app.inject({
      url: `/api/scc/data/persons/${PG_INTEGER_MAX}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
  });
});
