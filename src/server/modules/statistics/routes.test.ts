import { gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_RETENTION_DAYS, type StatisticsAnswer } from '../../../domain/statistics.ts';
import { statisticsArchive } from '../../db/schema/index.ts';
import { demoArchiveRows, insertDemoStatistics } from '../../db/seed/statistics.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';
import { archiveYesterday } from './dailyArchive.ts';

const BASE = '/api/scc/statistics/system';
const DAY_MS = 86_400_000;
const METRICS = 7;

describe.each(testBackends())('system statistics on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(backend);
    await t.database.db.transaction((tx) => insertDemoStatistics({ tx }));
  });
  afterAll(() => t.close());

  const get = async (path: string, user = 'device.admin') =>
    t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: await bearerOf(t.app, user) });
  const answer = async (path: string): Promise<StatisticsAnswer> => {
    const response = await get(path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('is for holders of the alert-swiss statistics right only', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/current` })).statusCode).toBe(401);
    for (const path of ['current', 'archive']) {
      const refused = await get(path, 'zh.operator');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ messageKey: expect.any(String) });
      expect((await get(path, 'admin')).statusCode).toBe(200);
    }
  });

  it('answers the client’s archive call (page 0, a million items, a huge optimal range) with every day as numbers', async () => {
    const all = await answer(`archive?page=0&limit=1000000&optimalRange=${Number.MAX_SAFE_INTEGER}`);
    const seeded = demoArchiveRows();
    expect(all.total).toBe(seeded.length);
    expect(all.items).toHaveLength(seeded.length);
    const subscribers = all.items.filter((item) => item.metric === 'ALERTSWISS_SUBSCRIBERS');
    expect(subscribers.map((item) => item.value)).toEqual(
      seeded.filter(([metric]) => metric === 'ALERTSWISS_SUBSCRIBERS').map(([, , value]) => value),
    );
    expect(typeof all.items[0]!.value).toBe('number');
    const span = Date.parse(subscribers.at(-1)!.endDate) - Date.parse(subscribers[0]!.startDate);
    expect(span).toBeGreaterThan(365 * DAY_MS);
  });

  it('caps the range to what the archive keeps and to now, and cuts each day to it', async () => {
    const now = Date.now();
    const capped = await answer(`archive?minTimestamp=0&maxTimestamp=${now + 400 * DAY_MS}`);
    expect(Date.parse(capped.startDate)).toBeGreaterThanOrEqual(now - ARCHIVE_RETENTION_DAYS * DAY_MS - 1000);
    expect(Date.parse(capped.endDate)).toBeLessThanOrEqual(Date.now());
    const from = now - 10.5 * DAY_MS;
    const to = now - 3.5 * DAY_MS;
    const week = await answer(`archive?metric=DEVICES_AT_FAULT&minTimestamp=${from}&maxTimestamp=${to}`);
    expect(week.items).toHaveLength(8);
    expect(week.items[0]!.startDate).toBe(new Date(from).toISOString());
    expect(week.items.at(-1)!.endDate).toBe(new Date(to).toISOString());
    const iso = await answer(
      `archive?metric=DEVICES_AT_FAULT&minTimestamp=${new Date(from).toISOString()}&maxTimestamp=${new Date(to).toISOString()}`,
    );
    expect(iso.items).toEqual(week.items);
  });

  it('averages a series down to the optimal range and pages through the rest', async () => {
    const series = await answer('archive?metric=SIRENS_IN_SERVICE&optimalRange=40');
    expect(series.items.length).toBeLessThanOrEqual(40);
    expect(series.items.every((item) => Number.isFinite(item.value))).toBe(true);
    const page = await answer('archive?limit=100&page=2');
    const whole = await answer('archive?limit=1000000');
    expect(page.items).toEqual(whole.items.slice(200, 300));
    expect(page.total).toBe(whole.total);
  });

  it('refuses a range that ends before it starts and limits beyond a million, with a translated problem', async () => {
    const backwards = await get('archive?minTimestamp=2000&maxTimestamp=1000');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ messageKey: 'statistics.errors.emptyRange' });
    for (const query of [
      'limit=1000001',
      'page=-1',
      'optimalRange=0',
      'minTimestamp=yesterday',
      'metric=X',
    ]) {
      const refused = await get(`archive?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()).toMatchObject({ messageKey: expect.any(String) });
    }
  });

  it('gives today’s figures from the live tables, and the subscribers as last archived', async () => {
    const current = await answer('current');
    const figure = (metric: string) => current.items.find((item) => item.metric === metric)?.value;
    expect(figure('MESSAGES_ALARM')).toBe(0);
    expect(figure('SIRENS_IN_SERVICE')).toBe(0);
    const lastSubscribers = demoArchiveRows()
      .filter(([metric]) => metric === 'ALERTSWISS_SUBSCRIBERS')
      .at(-1)!;
    expect(figure('ALERTSWISS_SUBSCRIBERS')).toBe(lastSubscribers[2]);
    expect(Date.parse(current.startDate)).toBeLessThanOrEqual(Date.parse(current.endDate));
    expect(current.items.length).toBe(METRICS - 1);
  });

  it('archives the day just ended once, from the live tables, whichever server runs the job', async () => {
    const yesterday = (await answer('archive?metric=DEVICES_AT_FAULT')).items.at(-1)!;
    const db = t.database.db;
    await db.delete(statisticsArchive).where(gte(statisticsArchive.startDate, new Date(yesterday.startDate)));
    await archiveYesterday(t.app);
    await archiveYesterday(t.app);
    const archived = await answer(`archive?minTimestamp=${yesterday.startDate}`);
    const subscribers = demoArchiveRows()
      .filter(([metric]) => metric === 'ALERTSWISS_SUBSCRIBERS')
      .at(-2)!;
    expect(archived.items.map(({ metric, value }) => [metric, value])).toEqual([
      ['ALERTSWISS_SUBSCRIBERS', subscribers[2]],
      ['DEVICES_AT_FAULT', 0],
      ['MESSAGES_ALARM', 0],
      ['MESSAGES_INFORMATION', 0],
      ['MESSAGES_WARNING', 0],
      ['SIRENS_IN_SERVICE', 0],
    ]);
    expect(archived.items[0]).toMatchObject({ startDate: yesterday.startDate, endDate: yesterday.endDate });
  });
});
