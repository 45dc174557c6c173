import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceReport } from '../../../devices/protocol.ts';
import type { DeviceReportNotice } from '../../../domain/devices.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { addUserLike } from '../../test-support/users.ts';
import { connectLive, type LiveTestClient } from '../dashboard/liveTestClient.ts';
import { lineOf, publishDeviceChanges } from './notices.ts';

let seq = 1;
const answer = (deviceId: string, commandId: string | null = randomUUID()): DeviceReport => ({
  deviceId,
  kind: 'fgp',
  mode: 'LIVE',
  commandId,
  seq: seq++,
  at: new Date().toISOString(),
  bearer: 'POLYCOM',
  body: { type: 'rawAnswer', text: 'OK PONG' },
});

describe.each(testBackends())('device answers on the live topic devices/reports on %s', (backend) => {
  let test: TestApp;
  let address: string;

  beforeAll(async () => {
    test = await openTestApp(backend);
    address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    await addUserLike(test, 'zh.operator', 'zh.device', ['DEVICE_ADMINISTRATOR']);
  });
  afterAll(() => test.close());

  it("leaves out alarms' reports, keeps each canton's answers to its consoles and chunks big batches", async () => {
    const clients: LiveTestClient[] = [];
    try {
      const national = await connectLive(test.app, address, 'device.admin');
      const zurich = await connectLive(test.app, address, 'zh.device');
      clients.push(national, zurich);
      const alarmCommand = randomUUID();
      const own = answer('FGP-ZH-0001');
      const spontaneous = answer('FGP-ZH-0002', null);
      const bern = Array.from({ length: 1_200 }, () => answer('FGP-BE-0001'));
      await publishDeviceChanges(test.app, {
        reports: [answer('FGP-ZH-0003', alarmCommand), own, spontaneous, ...bern],
        alarmCommandIds: new Set([alarmCommand]),
        changedDeviceIds: [],
      });
      const linesOf = (client: LiveTestClient) =>
        client.payloadsOf<DeviceReportNotice>('devices/reports').flatMap((n) => n.reports);
      await expect.poll(() => linesOf(national).length).toBe(1_202);
      expect(linesOf(national)).toEqual(expect.arrayContaining([own, spontaneous].map(lineOf)));
      const messages = national.payloadsOf<DeviceReportNotice>('devices/reports');
      expect(Math.max(...messages.map((m) => m.reports.length))).toBeLessThanOrEqual(500);
      await expect.poll(() => linesOf(zurich)).toEqual([own, spontaneous].map(lineOf));
    } finally {
      for (const client of clients) client.socket.close();
    }
  });
});
