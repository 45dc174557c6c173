import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SirenGroupSurveillanceRow, SirenSurveillanceRow } from '../../../domain/devices.ts';
import {
  deviceStatus,
  fieldComponents,
  pendingErrors,
  sirenGroupMembers,
  sirenGroups,
} from '../../db/schema/index.ts';
import { insertDemoAssets } from '../../db/seed/assets.ts';
import { loadCantonBoundaries } from '../../db/seed/geodata.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';

const SIRENS = '/api/scc/alarming/sirenssurveillance';
const GROUPS = '/api/scc/alarming/sirengroupssurveillance';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe.each(testBackends())('siren and group surveillance on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await openTestApp(backend);
    const boundaries = await loadCantonBoundaries();
    await test.database.db.transaction((tx) => insertDemoAssets({ tx, boundaries }));
  }, 120_000);
  afterAll(() => test.close());

  const get = async <T>(url: string, user: string) => {
    const response = await test.app.inject({ method: 'GET', url, headers: await bearerOf(test.app, user) });
    expect(response.statusCode).toBe(200);
    return response.json() as T[];
  };
  /** What the devices last reported: `minutes` ago, with or without a fault. */
  const reported = (deviceId: string, minutes: number, faultCode: string | null = null) =>
    test.database.db
      .insert(deviceStatus)
      .values({
        deviceId,
        kind: 'fgp',
        lastSeq: 1,
        reportedAt: minutesAgo(minutes),
        version: '2.1.0',
        mains: true,
        batteryPercent: 97,
        bearer: 'RDS',
        faultCode,
      })
      .onConflictDoUpdate({
        target: deviceStatus.deviceId,
        set: { reportedAt: minutesAgo(minutes), faultCode },
      });

  it('shows each siren of the territory with its condition and the age of its last report', async () => {
    await reported('FGP-ZH-0001', 2);
    await reported('FGP-ZH-0002', 5, 'AMP-01');
    await reported('FGP-ZH-0003', 45);
    // Out of service in the demo data: that wins over a fault.
    await reported('FGP-ZH-0012', 1, 'RADIO-02');
    const rows = await get<SirenSurveillanceRow>(SIRENS, 'zh.operator');
    const byDevice = new Map(rows.map((row) => [row.deviceId, row]));
    expect(byDevice.get('FGP-ZH-0001')).toMatchObject({
      code: 'ZH-0001',
      stateCode: 'ZH',
      version: '2.1.0',
      mains: true,
      batteryPercent: 97,
      bearer: 'RDS',
      faultCode: null,
      outOfService: false,
      stale: false,
      condition: 'OK',
    });
    expect(Date.now() - Date.parse(byDevice.get('FGP-ZH-0001')!.reportedAt!)).toBeLessThan(3 * 60_000);
    expect(byDevice.get('FGP-ZH-0002')).toMatchObject({
      faultCode: 'AMP-01',
      stale: false,
      condition: 'FAULT',
    });
    expect(byDevice.get('FGP-ZH-0003')).toMatchObject({ stale: true, condition: 'STALE' });
    expect(byDevice.get('FGP-ZH-0012')).toMatchObject({ outOfService: true, condition: 'OUT_OF_SERVICE' });
    expect(byDevice.get('FGP-ZH-0004')).toMatchObject({ reportedAt: null, stale: true, condition: 'STALE' });
  });

  it("counts an open error monitoring holds for a siren's FGP as its fault, until it is cleared", async () => {
    await reported('FGP-ZH-0005', 1);
    await reported('FGP-ZH-0006', 1, 'AMPLIFIER');
    const error = (componentRef: string, faultCode: string, hours: number) => ({
      componentKind: 'NETWORK' as const,
      severity: 'ERROR' as const,
      stateCode: 'ZH',
      componentRef,
      componentName: componentRef,
      faultCode,
      messageKey: `monitoring.faultCodes.${faultCode}`,
      raisedAt: new Date(Date.now() - hours * 3_600_000),
    });
    const [older, newer, own] = await test.database.db
      .insert(pendingErrors)
      .values([
        error('FGP-ZH-0005', 'POLYCOM_LINK_DOWN', 5),
        error('FGP-ZH-0005', 'BATTERY_LOW', 1),
        error('FGP-ZH-0006', 'POWER_FAILURE', 2),
      ])
      .returning();
    const sirenOf = async (deviceId: string) =>
      (await get<SirenSurveillanceRow>(SIRENS, 'zh.operator')).find((row) => row.deviceId === deviceId);
    // The oldest open error names the fault; a fault the device raised itself comes first.
    expect(await sirenOf('FGP-ZH-0005')).toMatchObject({
      faultCode: 'POLYCOM_LINK_DOWN',
      condition: 'FAULT',
    });
    expect(await sirenOf('FGP-ZH-0006')).toMatchObject({ faultCode: 'AMPLIFIER', condition: 'FAULT' });

    await test.database.db
      .update(pendingErrors)
      .set({ resolvedAt: new Date() })
      .where(inArray(pendingErrors.id, [older!.id, newer!.id, own!.id]));
    expect(await sirenOf('FGP-ZH-0005')).toMatchObject({ faultCode: null, condition: 'OK' });
  });

  it('keeps every user to the territory: Zurich sees Zurich, Bern not Zurich, national users all', async () => {
    const zurich = await get<SirenSurveillanceRow>(SIRENS, 'zh.operator');
    expect(zurich.length).toBeGreaterThan(100);
    expect(new Set(zurich.map((row) => row.stateCode))).toEqual(new Set(['ZH']));
    const bern = await get<SirenSurveillanceRow>(SIRENS, 'be.operator');
    expect(new Set(bern.map((row) => row.stateCode))).toEqual(new Set(['BE']));
    const national = await get<SirenSurveillanceRow>(SIRENS, 'nat.operator');
    expect(national.length).toBeGreaterThan(4_900);
    expect(
      new Set((await get<SirenGroupSurveillanceRow>(GROUPS, 'be.operator')).map((g) => g.stateCode)),
    ).toEqual(new Set(['BE']));
    const refused = await test.app.inject({
      method: 'GET',
      url: SIRENS,
      headers: await bearerOf(test.app, 'device.admin'),
    });
    expect(refused.statusCode).toBe(403);
  });

  /** The FGP codes of the first Zurich group with more than three members, none of them out of service. */
  const groupOfWorkingSirens = async () => {
    const rows = await test.database.db
      .select({ groupId: sirenGroupMembers.groupId, code: fieldComponents.code })
      .from(sirenGroupMembers)
      .innerJoin(sirenGroups, eq(sirenGroups.id, sirenGroupMembers.groupId))
      .innerJoin(fieldComponents, eq(fieldComponents.sirenId, sirenGroupMembers.sirenId))
      .where(eq(sirenGroups.stateCode, 'ZH'))
      .orderBy(sirenGroupMembers.groupId, fieldComponents.code);
    const groups = Map.groupBy(rows, (r) => r.groupId);
    const [id, members] = [...groups].find(
      ([, m]) => m.length > 3 && !m.some((r) => r.code === 'FGP-ZH-0012'),
    )!;
    return { id, codes: members.map((m) => m.code) };
  };

  it("counts each group's members by condition, with its oldest report and its middle", async () => {
    const { id, codes } = await groupOfWorkingSirens();
    await test.database.db.delete(deviceStatus).where(inArray(deviceStatus.deviceId, codes));
    const [faulty, old, ...rest] = codes;
    await reported(faulty!, 3, 'AMP-01');
    await reported(old!, 90);
    const groupRow = async () =>
      (await get<SirenGroupSurveillanceRow>(GROUPS, 'zh.operator')).find((g) => g.id === id);
    const reportOf = async (code: string) =>
      (await get<SirenSurveillanceRow>(SIRENS, 'zh.operator')).find((s) => s.deviceId === code)!.reportedAt;
    // The members never heard of are stale and counted apart: the group's "as of" is still that of the
    // members that did report (the oldest of them), not unknown.
    expect(await groupRow()).toMatchObject({
      members: codes.length,
      ok: 0,
      fault: 1,
      stale: rest.length + 1,
      outOfService: 0,
      oldestReportAt: await reportOf(old!),
      neverReported: rest.length,
    });

    // Only the never-reporting member missing (as in a whole canton where a few sirens have no device yet).
    const [silent, ...others] = rest;
    for (const code of others) await reported(code, 1);
    await reported(old!, 2);
    expect(await groupRow()).toMatchObject({
      ok: others.length + 1,
      fault: 1,
      stale: 1,
      oldestReportAt: await reportOf(faulty!),
      neverReported: 1,
    });

    await reported(silent!, 1);
    await reported(old!, 90);
    const sirens = (await get<SirenSurveillanceRow>(SIRENS, 'zh.operator')).filter((s) =>
      codes.includes(s.deviceId!),
    );
    const row = await groupRow();
    expect(row).toMatchObject({
      members: codes.length,
      ok: rest.length,
      fault: 1,
      stale: 1,
      outOfService: 0,
      oldestReportAt: sirens.find((s) => s.deviceId === old)!.reportedAt,
      neverReported: 0,
    });
    expect(row!.east).toBeCloseTo(sirens.reduce((sum, s) => sum + s.east, 0) / sirens.length, 3);
    expect(row!.north).toBeCloseTo(sirens.reduce((sum, s) => sum + s.north, 0) / sirens.length, 3);
  });
});
