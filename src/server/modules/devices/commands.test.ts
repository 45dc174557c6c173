import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceReportLine, DeviceReportNotice } from '../../../domain/devices.ts';
import type { ResourceNotice } from '../../../domain/live.ts';
import { auditLog, sirenGroupMembers, stationarySirens } from '../../db/schema/index.ts';
import { openTestAppWithAssets, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { headersOf } from '../../test-support/login.ts';
import { addUserLike } from '../../test-support/users.ts';
import { connectLive, type LiveTestClient } from '../dashboard/liveTestClient.ts';

const commandsOf = (deviceId: string) => `/api/scc/devices/${deviceId}/commands`;
const reportsOf = (deviceId: string, limit = 50) => `/api/scc/devices/${deviceId}/reports?limit=${limit}`;

describe.each(testBackends())('raw device commands and their answers on %s', (backend) => {
  let test: TestApp;
  let address: string;

  beforeAll(async () => {
    test = await openTestAppWithAssets(backend);
    address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    // A device administrator of the Zurich organisation (not national): only Zurich's devices exist for them.
    await addUserLike(test, 'zh.operator', 'zh.device', ['DEVICE_ADMINISTRATOR']);
  }, 120_000);
  afterAll(() => test.close());

  const send = async (deviceId: string, payload: object, user = 'device.admin') =>
    test.app.inject({
      method: 'POST',
      url: commandsOf(deviceId),
      headers: await headersOf(test.app, user),
      payload,
    });
  const reports = async (deviceId: string, user = 'device.admin') => {
    const response = await test.app.inject({
      method: 'GET',
      url: reportsOf(deviceId),
      headers: await headersOf(test.app, user),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as DeviceReportLine[];
  };
  const auditRowsOf = (deviceId: string) =>
    test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'device'), eq(auditLog.entityId, deviceId)));

  it('refuses a raw command without SU_DEVICE_ADMIN, for an unknown device and with a bad text', async () => {
    expect((await send('FGP-ZH-0005', { text: 'PING' }, 'zh.operator')).statusCode).toBe(403);
    for (const unknown of ['FGP-ZH-9999', 'XYZ-ZH-0001', 'ZH-0005']) {
      const response = await send(unknown, { text: 'PING' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ messageKey: 'alarming.errors.unknownDevice' });
    }
    for (const payload of [{}, { text: '   ' }, { text: 'x'.repeat(501) }]) {
      const response = await send('FGP-ZH-0005', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ messageKey: 'errors.validation' });
    }
    expect(await auditRowsOf('FGP-ZH-0005')).toEqual([]);
    expect(await reports('FGP-ZH-0005')).toEqual([]);
  });

  it('keeps a cantonal device administrator to the devices of their canton', async () => {
    const bern = await send('KGP-BE-01', { text: 'PING' }, 'zh.device');
    expect(bern.statusCode).toBe(404);
    const list = await test.app.inject({
      method: 'GET',
      url: reportsOf('FGP-BE-0001'),
      headers: await headersOf(test.app, 'zh.device'),
    });
    expect(list.statusCode).toBe(404);
    expect((await send('KGP-ZH-01', { text: 'PING' }, 'zh.device')).statusCode).toBe(202);
  });

  it('refuses a report list longer than 200', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: reportsOf('FGP-ZH-0005', 201),
      headers: await headersOf(test.app, 'device.admin'),
    });
    expect(response.statusCode).toBe(400);
  });

  it('sends the command to the device, audits it and shows its answer live and in the list', async () => {
    let admin: LiveTestClient | undefined;
    let zurich: LiveTestClient | undefined;
    let bern: LiveTestClient | undefined;
    try {
      admin = await connectLive(test.app, address, 'device.admin');
      zurich = await connectLive(test.app, address, 'zh.operator');
      bern = await connectLive(test.app, address, 'be.operator');
      const response = await send('FGP-ZH-0005', { text: 'version?' });
      expect(response.statusCode).toBe(202);
      const { commandId } = response.json() as { commandId: string };

      const [audit] = await auditRowsOf('FGP-ZH-0005');
      expect(audit).toMatchObject({
        userName: 'device.admin',
        action: 'command',
        after: { commandId, text: 'version?' },
      });
      await expect.poll(async () => (await reports('FGP-ZH-0005')).map((r) => r.type)).toEqual(['rawAnswer']);
      const [answer] = await reports('FGP-ZH-0005');
      expect(answer).toMatchObject({
        deviceId: 'FGP-ZH-0005',
        commandId,
        body: { text: expect.stringMatching(/^VERSION /) },
      });

      const lines = () =>
        admin!
          .payloadsOf<DeviceReportNotice>('devices/reports')
          .flatMap((n) => n.reports)
          .filter((line) => line.deviceId === 'FGP-ZH-0005');
      await expect.poll(lines).toEqual([answer]);
      // The siren's device answered: its surveillance row changed, for Zurich's consoles only.
      const [siren] = await test.database.db
        .select({ id: stationarySirens.id })
        .from(stationarySirens)
        .where(eq(stationarySirens.code, 'ZH-0005'));
      const groups = await test.database.db
        .select({ id: sirenGroupMembers.groupId })
        .from(sirenGroupMembers)
        .where(eq(sirenGroupMembers.sirenId, siren!.id));
      expect(groups.length).toBeGreaterThan(0);
      const notices = (client: LiveTestClient, resource: string) =>
        client.payloadsOf<ResourceNotice>(`resources/${resource}`).flatMap((n) => n.ids);
      await expect.poll(() => notices(zurich!, 'sirenssurveillance')).toContain(siren!.id);
      await expect
        .poll(() => notices(zurich!, 'sirengroupssurveillance'))
        .toEqual(expect.arrayContaining(groups.map((g) => g.id)));
      expect(zurich.payloadsOf('devices/reports')).toEqual([]);
      expect(bern.received.filter((m) => m.topic.startsWith('resources/siren'))).toEqual([]);
    } finally {
      for (const client of [admin, zurich, bern]) client?.socket.close();
    }
  });
});
