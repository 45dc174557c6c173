import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../../domain/systemStatus.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';
import { deviceNetworkState, httpAnswers } from './channelChecks.ts';
import { connectLive } from './liveTestClient.ts';

const BROKER = 'mqtt://127.0.0.1:1883';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const statusOf = async (t: TestApp): Promise<SystemStatus> =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/scc/system/status',
      headers: await bearerOf(t.app, 'zh.viewer'),
    })
  ).json();

describe('channel checks', () => {
  let gateway: Server;
  let answer = 200;
  let gatewayUrl: string;

  beforeAll(async () => {
    // 0 stands for a gateway that accepts the connection but never answers.
    gateway = createServer((_request, response) => {
      if (answer === 0) return;
      response.statusCode = answer;
      response.end();
    });
    gatewayUrl = `http://127.0.0.1:${await listen(gateway)}/health`;
  });
  afterAll(() => {
    gateway.closeAllConnections();
    gateway.close();
  });

  it('takes 2xx and 3xx answers of a gateway for available, anything else or silence for unavailable', async () => {
    for (const [status, available] of [
      [200, true],
      [302, true],
      [503, false],
      [404, false],
      [0, false],
    ] as const) {
      answer = status;
      expect(await httpAnswers(gatewayUrl, 300), String(status)).toBe(available);
    }
    expect(await httpAnswers(`http://127.0.0.1:${await closedPort()}/health`, 300)).toBe(false);
  });

  it('takes the device network for available while the broker is connected and the devices answer', () => {
    const at = (ms: number) => new Date(Date.UTC(2026, 10, 24, 12) + ms).toISOString();
    const now = Date.parse(at(5_000));
    const mqtt = {
      transport: 'mqtt',
      connected: true,
      since: at(0),
      lastReportAt: null,
      lastCommandAt: null,
    } as const;
    const cases = [
      [mqtt, 'AVAILABLE'],
      [{ ...mqtt, connected: false }, 'UNAVAILABLE'],
      // A command a second ago may still be answered; one four seconds ago without a report since is not.
      [{ ...mqtt, lastCommandAt: at(4_000) }, 'AVAILABLE'],
      [{ ...mqtt, lastCommandAt: at(1_000) }, 'UNAVAILABLE'],
      [{ ...mqtt, lastCommandAt: at(1_000), lastReportAt: at(500) }, 'UNAVAILABLE'],
      [{ ...mqtt, lastCommandAt: at(1_000), lastReportAt: at(1_200) }, 'AVAILABLE'],
      [{ ...mqtt, transport: 'simulated', lastCommandAt: at(1_000) }, 'AVAILABLE'],
    ] as const;
    for (const [status, expected] of cases)
      expect(deviceNetworkState(status, 2_000, now), JSON.stringify(status)).toBe(expected);
  });
});

describe.each(testBackends())('system status from real checks on %s', (backend) => {
  let gateway: Server;
  let healthy = true;
  let t: TestApp;

  beforeAll(async () => {
    gateway = createServer((_request, response) => {
      response.statusCode = healthy ? 200 : 503;
      response.end();
    });
    const port = await listen(gateway);
    t = await openTestApp(backend, {
      ICARO_URL: `http://127.0.0.1:${port}/health`,
      MQTT_URL: BROKER,
      CHANNEL_CHECK_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await t.close();
    gateway.close();
  });

  it('reports the device network and ICARO as checked, unset channels as disabled', async () => {
    expect(await statusOf(t)).toEqual({
      centralEccAvailable: true,
      sirenAlarmAvailable: true,
      channels: {
        ICARO: 'AVAILABLE',
        SIRENS: 'AVAILABLE',
        ALERTSWISS: 'DISABLED',
        KSP_SYNC: 'AVAILABLE',
        TWITTER: 'DISABLED',
      },
    });
  });

  it('publishes the status on topic system when the ICARO gateway stops answering', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const viewer = await connectLive(t.app, address, 'zh.viewer');
    try {
      healthy = false;
      await expect
        .poll(() => viewer.payloadsOf<SystemStatus>('system').at(-1)?.channels.ICARO, { timeout: 5000 })
        .toBe('UNAVAILABLE');
      expect((await statusOf(t)).channels).toMatchObject({ ICARO: 'UNAVAILABLE', SIRENS: 'AVAILABLE' });
    } finally {
      viewer.socket.close();
    }
  });

  it('reports the sirens and KSP sync unavailable when the broker cannot be reached', async () => {
    const unreachable = await openTestApp(backend, { MQTT_URL: `mqtt://127.0.0.1:${await closedPort()}` });
    try {
      const status = await statusOf(unreachable);
      expect(status.sirenAlarmAvailable).toBe(false);
      expect(status.channels).toMatchObject({
        SIRENS: 'UNAVAILABLE',
        KSP_SYNC: 'UNAVAILABLE',
        ICARO: 'DISABLED',
      });
    } finally {
      await unreachable.close();
    }
  });
});
