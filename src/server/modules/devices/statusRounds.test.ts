import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SirenSurveillanceRow } from '../../../domain/devices.ts';
import { deviceReports } from '../../db/schema/index.ts';
import { buildTestApp, openTestAppWithAssets, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';
import { pruneReports } from './statusRounds.ts';

describe.each(testBackends())('routine device work on %s', (backend) => {
  let t: TestApp;
  let polling: TestApp['app'];

  beforeAll(async () => {
    t = await openTestAppWithAssets(backend);
    // A console with status rounds on, started after the sirens exist.
    polling = await buildTestApp(t.database, { DEVICE_STATUS_POLL_MINUTES: '15' });
  }, 120_000);
  afterAll(async () => {
    await polling.close();
    await t.close();
  });

  it('asks every device in service for its status soon after start, so surveillance is current', async () => {
    const headers = await bearerOf(t.app, 'zh.operator');
    const conditions = async () => {
      const response = await t.app.inject({ url: '/api/scc/alarming/sirenssurveillance', headers });
      const rows = response.json<SirenSurveillanceRow[]>();
      return new Set(rows.map((row) => row.condition));
    };
    // Every Zurich siren answered, but the one out of service, which is not asked.
    await expect.poll(conditions, { timeout: 30_000 }).toEqual(new Set(['OK', 'OUT_OF_SERVICE']));
  });

  it('deletes reports older than the retention and keeps the recent ones', async () => {
    const old = { deviceId: 'FGP-ZH-0001', operationMode: 'LIVE' as const, type: 'status', body: {} };
    await t.database.db.insert(deviceReports).values([
      {
        ...old,
        seq: 1,
        bearer: 'POLYCOM',
        deviceTime: new Date(),
        receivedAt: sql`now() - interval '8 days'`,
      },
      {
        ...old,
        seq: 2,
        bearer: 'POLYCOM',
        deviceTime: new Date(),
        receivedAt: sql`now() - interval '6 days'`,
      },
    ]);
    await pruneReports(t.app);
    const left = await t.database.db
      .select({ seq: deviceReports.seq })
      .from(deviceReports)
      .where(sql`${deviceReports.deviceId} = 'FGP-ZH-0001' and ${deviceReports.seq} < 3`);
    expect(left).toEqual([{ seq: 2 }]);
  });
});
