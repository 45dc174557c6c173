import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';

const numberFilter = (filter: number, filterTo?: number) => ({
  id: { filterType: 'number', type: filterTo === undefined ? 'equals' : 'inRange', filter, filterTo },
});
const dateFilter = (dateFrom: string, dateTo?: string) => ({
  createdAt: { filterType: 'date', type: dateTo ? 'inRange' : 'equals', dateFrom, dateTo },
});

// Filter values the database cannot compare are the client's mistake: 400 naming the value, never 500.
describe.each(testBackends())('list filters and paging on %s', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await openTestApp(backend);
    auth = await bearerOf(t.app, 'admin');
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string>) =>
    t.app.inject({ url: `/api/scc/data/persons?${new URLSearchParams(query)}`, headers: auth });
  const filtered = (filter: object) => list({ filter: JSON.stringify(filter) });

  it('refuses a number filter that is no whole number or out of range', async () => {
    for (const [filter, key] of [
      [numberFilter(1.5), 'filter'],
      [numberFilter(1e300), 'filter'],
      [numberFilter(2_147_483_648), 'filter'],
      [numberFilter(1, -2_147_483_649), 'filterTo'],
    ] as const) {
      const response = await filtered(filter);
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      expect(response.json().errors).toEqual([
        {
          path: `/querystring/filter/id/${key}`,
          messageKey: 'validation.wholeNumber',
          params: { minimum: -2_147_483_648, maximum: 2_147_483_647 },
        },
      ]);
    }
  });

  it('answers the largest whole numbers of the range with rows, not an error', async () => {
    const all = (await list({})).json().total;
    const response = await filtered(numberFilter(-2_147_483_648, 2_147_483_647));
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(all);
    expect((await filtered(numberFilter(2_147_483_647))).json().total).toBe(0);
  });

  it('refuses a day that does not exist in a date filter', async () => {
    for (const [filter, key] of [
      [dateFilter('2024-02-30 00:00:00'), 'dateFrom'],
      [dateFilter('2023-02-29'), 'dateFrom'],
      [dateFilter('0000-01-01'), 'dateFrom'],
      [dateFilter('2024-01-01', '2024-13-01'), 'dateTo'],
    ] as const) {
      const response = await filtered(filter);
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      expect(response.json().errors).toEqual([
        { path: `/querystring/filter/createdAt/${key}`, messageKey: 'validation.impossibleDate' },
      ]);
    }
    const leapDay = await filtered(dateFilter('2024-02-29 00:00:00'));
    expect(leapDay.statusCode).toBe(200);
    expect(leapDay.json().total).toBe(0);
  });

  it('refuses paging beyond whole safe numbers', async () => {
    const queries: Record<string, string>[] = [
      { offset: '1e300' },
      { offset: '1.5' },
      { offset: '-1' },
      { limit: '1e9' },
    ];
    for (const query of queries) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().messageKey).toBe('errors.validation');
    }
    const farAway = await list({ offset: String(Number.MAX_SAFE_INTEGER) });
    expect(farAway.statusCode).toBe(200);
    expect(farAway.json().items).toEqual([]);
  });
});
