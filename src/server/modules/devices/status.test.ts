import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceReport, DeviceReportBody } from '../../../devices/protocol.ts';
import type { Database } from '../../db/client.ts';
import { deviceStatus } from '../../db/schema/index.ts';
import { openTestDatabase, testBackends } from '../../test-support/database.ts';
import { applyDeviceStatus } from './status.ts';

const T0 = Date.parse('2026-11-24T08:00:00Z');

/** A report of `deviceId` with sequence number `seq`, sent `seq` seconds after T0. */
function report(
  deviceId: string,
  seq: number,
  body: DeviceReportBody,
  bearer: DeviceReport['bearer'] = 'POLYCOM',
) {
  return {
    deviceId,
    kind: deviceId.startsWith('KGP') ? 'kgp' : 'fgp',
    mode: 'LIVE',
    commandId: null,
    seq,
    at: new Date(T0 + seq * 1000).toISOString(),
    bearer,
    body,
  } satisfies DeviceReport;
}

const status = (version: string, batteryPercent = 100, mains = true) =>
  ({ type: 'status', version, mains, batteryPercent }) as const;
const fault = (state: 'raised' | 'cleared', code: string) => ({ type: 'fault', state, code }) as const;

async function lockWaits(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe.each(testBackends())('device status from reports on %s', (backend) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database.close());

  const apply = (reports: DeviceReport[]) => database.db.transaction((tx) => applyDeviceStatus(tx, reports));
  const rowOf = async (deviceId: string) => {
    const [row] = await database.db.select().from(deviceStatus).where(eq(deviceStatus.deviceId, deviceId));
    return row;
  };

  it('keeps the newest report: an older one arriving late changes nothing', async () => {
    expect(await apply([report('FGP-ZH-0001', 10, status('2.1.0', 80))])).toEqual(['FGP-ZH-0001']);
    expect(await apply([report('FGP-ZH-0001', 5, status('1.0.0', 20), 'RDS')])).toEqual([]);
    expect(await rowOf('FGP-ZH-0001')).toMatchObject({
      kind: 'fgp',
      lastSeq: 10,
      version: '2.1.0',
      batteryPercent: 80,
      mains: true,
      bearer: 'POLYCOM',
      reportedAt: new Date(T0 + 10_000),
    });
    // Any newer report moves time and bearer; only a status changes the status fields.
    expect(await apply([report('FGP-ZH-0001', 12, { type: 'ack' }, 'MOBILE')])).toEqual(['FGP-ZH-0001']);
    expect(await rowOf('FGP-ZH-0001')).toMatchObject({
      lastSeq: 12,
      version: '2.1.0',
      bearer: 'MOBILE',
      reportedAt: new Date(T0 + 12_000),
    });
  });

  it('raises a fault and clears it only with its own code', async () => {
    await apply([
      report('FGP-ZH-0002', 1, status('2.1.0')),
      report('FGP-ZH-0002', 2, fault('raised', 'AMP-01')),
    ]);
    expect((await rowOf('FGP-ZH-0002'))!.faultCode).toBe('AMP-01');
    expect(await apply([report('FGP-ZH-0002', 3, fault('cleared', 'BAT-LOW'))])).toEqual(['FGP-ZH-0002']);
    expect(await rowOf('FGP-ZH-0002')).toMatchObject({ faultCode: 'AMP-01', lastSeq: 3 });
    await apply([report('FGP-ZH-0002', 4, fault('cleared', 'AMP-01'))]);
    expect((await rowOf('FGP-ZH-0002'))!.faultCode).toBeNull();
  });

  it('takes a whole batch of several devices at once, each in sequence order', async () => {
    const changed = await apply([
      report('FGP-BE-0001', 7, fault('cleared', 'AMP-01')),
      report('KGP-BE-01', 3, status('5.0.0', 55, false)),
      report('FGP-BE-0001', 6, fault('raised', 'AMP-01')),
      report('FGP-BE-0001', 5, status('2.0.0')),
      report('FGP-BE-0001', 8, { type: 'firmware', phase: 'transferred', version: '2.2.0' }),
      report('FGP-BE-0001', 9, { type: 'firmware', phase: 'activated', version: '2.1.0' }),
    ]);
    expect(changed.sort()).toEqual(['FGP-BE-0001', 'KGP-BE-01']);
    expect(await rowOf('FGP-BE-0001')).toMatchObject({ lastSeq: 9, version: '2.1.0', faultCode: null });
    expect(await rowOf('KGP-BE-01')).toMatchObject({ kind: 'kgp', mains: false, batteryPercent: 55 });
  });

  it('applies of a mixed batch only the reports newer than the stored one', async () => {
    await apply([report('FGP-SO-0001', 10, fault('raised', 'AMP-01'))]);
    const changed = await apply([
      // Older than seq 10: neither the raise nor the status count; the newer clear does.
      report('FGP-SO-0001', 4, fault('raised', 'RADIO-02')),
      report('FGP-SO-0001', 5, status('0.9.0')),
      report('FGP-SO-0001', 11, fault('cleared', 'AMP-01')),
      report('FGP-SO-0002', 1, status('2.1.0')),
    ]);
    expect(changed.sort()).toEqual(['FGP-SO-0001', 'FGP-SO-0002']);
    expect(await rowOf('FGP-SO-0001')).toMatchObject({ lastSeq: 11, faultCode: null, version: null });
  });

  it.runIf(backend === 'postgres')(
    'merges the first reports of a device stored by two console servers at the same moment',
    async () => {
      let releaseFirst!: () => void;
      const firstHolds = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      let firstApplied!: () => void;
      const firstInserted = new Promise<void>((resolve) => {
        firstApplied = resolve;
      });
      const first = database.db.transaction(async (tx) => {
        await applyDeviceStatus(tx, [report('FGP-ZH-0099', 1, status('2.1.0', 90))]);
        firstApplied();
        await firstHolds;
      });
      await firstInserted;
      const second = apply([report('FGP-ZH-0099', 2, fault('raised', 'AMP-01'))]);
      // The second server waits on the first one's new row before it commits.
      await expect.poll(() => lockWaits(database)).toBe(1);
      releaseFirst();
      await first;
      expect(await second).toEqual(['FGP-ZH-0099']);
      expect(await rowOf('FGP-ZH-0099')).toMatchObject({ lastSeq: 2, version: '2.1.0', faultCode: 'AMP-01' });
    },
  );
});
