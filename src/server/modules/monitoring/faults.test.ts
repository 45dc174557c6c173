import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandsTo } from '../../../devices/fleet/testing.ts';
import type { DeviceReport } from '../../../devices/protocol.ts';
import { auditLog, pendingErrors } from '../../db/schema/index.ts';
import { ingestReports } from '../../devices/ingest.ts';
import { openTestAppWithAssets, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { headersOf } from '../../test-support/login.ts';
import { connectLive, type LiveTestClient } from '../dashboard/liveTestClient.ts';

type Row = Record<string, unknown>;
const DEVICE = 'FGP-ZH-0005';

describe.each(testBackends())('device faults as open errors and their protocol on %s', (backend) => {
  let test: TestApp;
  let address: string;

  beforeAll(async () => {
    test = await openTestAppWithAssets(backend);
    address = await test.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => test.close());

  const call = async (method: 'GET' | 'POST', url: string, user: string, payload?: object) =>
    test.app.inject({ method, url, headers: await headersOf(test.app, user), payload });
  const raw = async (text: string, deviceId = DEVICE) => {
    const response = await call('POST', `/api/scc/devices/${deviceId}/commands`, 'device.admin', { text });
    expect(response.statusCode).toBe(202);
  };
  const rowsOf = async (grid: string, user = 'admin') => {
    const response = await call('GET', `/api/scc/data/${grid}?limit=100`, user);
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: Row[] }).items;
  };
  const box = async (user = 'admin') =>
    (await call('GET', '/api/scc/admin/monitoring/dashboard', user)).json();
  const acknowledge = (id: unknown, user: string, payload: object) =>
    call('POST', `/api/scc/monitoring/errors/${id}/acknowledge`, user, payload);

  it('raises, repeats, acknowledges and clears one error with its counts, protocol and box count', async () => {
    let zurich: LiveTestClient | undefined;
    try {
      zurich = await connectLive(test.app, address, 'zh.operator');
      expect(await box()).toEqual({
        polyalert: { errors: 0, warnings: 0 },
        network: { errors: 0, warnings: 0 },
      });

      await raw('FAULT RAISE AMPLIFIER');
      await expect.poll(() => rowsOf('curerrorpoa')).toHaveLength(1);
      await raw('FAULT RAISE AMPLIFIER');
      await expect.poll(async () => (await rowsOf('curerrorpoa'))[0]?.occurrences).toBe(2);
      const [error] = await rowsOf('curerrorpoa');
      expect(error).toMatchObject({
        severity: 'ERROR',
        stateCode: 'ZH',
        componentRef: DEVICE,
        faultCode: 'AMPLIFIER',
        message: 'AMPLIFIER',
        acknowledgedBy: null,
      });
      expect(Date.parse(String(error!.lastSeenAt))).toBeGreaterThan(Date.parse(String(error!.raisedAt)));
      expect((await box()).polyalert).toEqual({ errors: 1, warnings: 0 });
      expect((await box('zh.operator')).polyalert).toEqual({ errors: 1, warnings: 0 });
      expect((await box('be.operator')).polyalert).toEqual({ errors: 0, warnings: 0 });
      expect(await rowsOf('curerrorpoa', 'be.operator')).toEqual([]);
      await expect.poll(() => zurich!.payloadsOf('monitoring/errors').length).toBeGreaterThan(0);

      expect((await acknowledge(error!.id, 'zh.operator', { comment: '  ' })).statusCode).toBe(400);
      expect((await acknowledge(error!.id, 'zh.viewer', { comment: 'gesehen' })).statusCode).toBe(403);
      expect((await acknowledge(error!.id, 'be.operator', { comment: 'gesehen' })).statusCode).toBe(404);
      const acknowledged = await acknowledge(error!.id, 'zh.operator', { comment: 'Techniker unterwegs' });
      expect(acknowledged.statusCode).toBe(204);
      expect((await rowsOf('curerrorpoa'))[0]).toMatchObject({
        acknowledgedBy: 'zh.operator',
        acknowledgeComment: 'Techniker unterwegs',
        occurrences: 2,
      });
      const audits = await test.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'pending_error'), eq(auditLog.entityId, String(error!.id))));
      expect(audits).toMatchObject([{ userName: 'zh.operator', action: 'acknowledged' }]);

      await raw('FAULT CLEAR AMPLIFIER');
      await expect.poll(() => rowsOf('curerrorpoa')).toEqual([]);
      expect((await box()).polyalert).toEqual({ errors: 0, warnings: 0 });
      expect((await acknowledge(error!.id, 'zh.operator', { comment: 'zu spät' })).statusCode).toBe(409);

      const history = (await rowsOf('errorprotocolpoa', 'zh.operator')).filter(
        (r) => r.componentRef === DEVICE,
      );
      expect(history.map((r) => [r.action, r.occurrences, r.userName])).toEqual([
        ['CLEARED', 2, null],
        ['ACKNOWLEDGED', 2, 'zh.operator'],
        ['RAISED', 2, null],
        ['RAISED', 1, null],
      ]);
      expect(await rowsOf('errorprotocolpoa', 'be.operator')).toEqual([]);
    } finally {
      zurich?.socket.close();
    }
  });

  it('counts network faults apart, and a raise after clearing opens a new error', async () => {
    await raw('FAULT RAISE BEARER_FAILOVER', 'KGP-ZH-01');
    await expect.poll(async () => (await box()).network).toEqual({ errors: 0, warnings: 1 });
    expect(await rowsOf('curerrornetwork')).toMatchObject([
      { componentRef: 'KGP-ZH-01', severity: 'WARNING' },
    ]);
    expect(await rowsOf('curerrorpoa')).toEqual([]);
    await raw('FAULT CLEAR BEARER_FAILOVER', 'KGP-ZH-01');
    await expect.poll(async () => (await box()).network).toEqual({ errors: 0, warnings: 0 });
    await raw('FAULT RAISE BEARER_FAILOVER', 'KGP-ZH-01');
    await expect.poll(() => rowsOf('curerrornetwork')).toMatchObject([{ occurrences: 1 }]);
  });

  it('changes nothing for a fault report the device had overtaken: a late raise after its clear', async () => {
    const device = 'FGP-ZH-0007';
    const base = Date.now() * 1000;
    const fault = (seq: number, state: 'raised' | 'cleared'): DeviceReport => ({
      deviceId: device,
      kind: 'fgp',
      mode: 'LIVE',
      commandId: null,
      seq: base + seq,
      at: new Date().toISOString(),
      bearer: 'POLYCOM',
      body: { type: 'fault', state, code: 'AMPLIFIER' },
    });
    await ingestReports(test.app, [fault(1, 'raised')]);
    await ingestReports(test.app, [fault(3, 'cleared')]);
    await ingestReports(test.app, [fault(2, 'raised')]);
    expect((await rowsOf('curerrorpoa')).filter((row) => row.componentRef === device)).toEqual([]);
    const history = (await rowsOf('errorprotocolpoa')).filter((row) => row.componentRef === device);
    expect(history.map((row) => row.action).sort()).toEqual(['CLEARED', 'RAISED']);
  });

  it('lists siren groups with a member at fault and how many', async () => {
    await raw('FAULT RAISE HORN_DRIVER');
    await expect.poll(() => rowsOf('curerrorsirengroups', 'zh.operator')).not.toEqual([]);
    const groups = await rowsOf('curerrorsirengroups', 'zh.operator');
    for (const group of groups)
      expect(group).toMatchObject({ stateCode: 'ZH', membersAtFault: 1, errors: 1 });
    expect(await rowsOf('curerrorsirengroups', 'be.operator')).toEqual([]);
  });

  it('counts a large protocol only up to 10,000 rows and says there are more', async () => {
    const [{ id } = { id: 0 }] = await test.database.db
      .insert(pendingErrors)
      .values({
        componentKind: 'POLYALERT',
        severity: 'ERROR',
        stateCode: 'BE',
        componentRef: 'FGP-BE-0002',
        componentName: 'FGP-BE-0002',
        faultCode: 'X',
        messageText: 'X',
      })
      .returning({ id: pendingErrors.id });
    await test.database.db.execute(sql`
      insert into error_protocol (error_id, at, action, component_kind, severity, state_code, component_ref, occurrences)
      select ${id}, now() - make_interval(secs => i), 'RAISED', 'POLYALERT', 'ERROR', 'BE', 'FGP-BE-0002', i
      from generate_series(1, 10005) as i`);
    const page = async (query: string) =>
      (await call('GET', `/api/scc/data/errorprotocolpoa?limit=100${query}`, 'admin')).json();
    expect(await page('')).toMatchObject({ total: 10_000, totalCapped: true });
    expect((await page('')).items).toHaveLength(100);
    const fewer = encodeURIComponent(
      JSON.stringify({ occurrences: { filterType: 'number', type: 'lessThan', filter: 4 } }),
    );
    const filtered = await page(`&filter=${fewer}`);
    expect(filtered.total).toBeLessThan(10_000);
    expect(filtered.totalCapped).toBeUndefined();
  });

  it('writes the installation protocol when a device reports another firmware', async () => {
    test.app.devices.send(commandsTo([DEVICE], { type: 'poll' }));
    await expect
      .poll(async () => (await call('GET', `/api/scc/devices/${DEVICE}/reports`, 'device.admin')).json())
      .toContainEqual(expect.objectContaining({ type: 'status' }));
    test.app.devices.send(commandsTo([DEVICE], { type: 'activate', version: '4.13.0' }));
    await expect
      .poll(() => rowsOf('installationprotocol', 'device.admin'))
      .toMatchObject([
        {
          action: 'FIRMWARE_CHANGED',
          deviceId: DEVICE,
          deviceKind: 'FGP',
          previousFirmware: '4.12.3',
          firmware: '4.13.0',
          userName: 'device',
        },
      ]);
  });
});
