import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoArchiveRows, insertDemoStatistics } from '../../db/seed/statistics.ts';
import { openTestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { AREAS, completeContent, eventsClient } from '../../test-support/events.ts';
import { bearerOf } from '../../test-support/login.ts';
import { addUserLike } from '../../test-support/users.ts';
import { connectLive } from '../dashboard/liveTestClient.ts';

const warning = (publicApp: boolean, area = AREAS.zurich) =>
  completeContent(area, {
    messageType: 'WARNING',
    eventType: 'CHEMICAL_ACCIDENT',
    // Without the public app the message goes out on ICARO alone.
    channels: { sirens: null, publicApp, icaro: !publicApp, socialMedia: false },
  });

const lastSubscribers = () =>
  demoArchiveRows()
    .filter(([metric]) => metric === 'ALERTSWISS_SUBSCRIBERS')
    .at(-1)![2];

/** Opens a console (with the archive) whose alert-swiss gateway is `url`, and a way to publish and read deliveries. */
async function consoleWith(backend: Parameters<typeof openTestApp>[0], url?: string) {
  const t = await openTestApp(backend, url ? { ALERTSWISS_URL: url } : {});
  await t.database.db.transaction((tx) => insertDemoStatistics({ tx }));
  const api = eventsClient(t.app);
  const publish = async (publicApp: boolean) => {
    const id: number = (await api.create('zh.operator', { content: warning(publicApp) })).json().eventId;
    await api.step('zh.operator', id, 'SUBMIT');
    const approved = await api.step('zh.operator2', id, 'APPROVE');
    expect(approved.json(), approved.body).toMatchObject({ state: 'ACTIVE' });
    return id;
  };
  const deliveries = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/scc/data/alertswissprotocol?sort=id:asc',
      headers: await bearerOf(t.app, 'device.admin'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items as Record<string, unknown>[];
  };
  return { t, api, publish, deliveries };
}

describe.each(testBackends())('alert-swiss deliveries on %s', (backend) => {
  let gateway: Server;
  let c: Awaited<ReturnType<typeof consoleWith>>;

  beforeAll(async () => {
    gateway = createServer((_request, response) => response.writeHead(200).end());
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    c = await consoleWith(backend, `http://127.0.0.1:${port}/health`);
  });
  afterAll(async () => {
    await c.t.close();
    gateway.close();
  });

  it('records each LIVE publication with the public app: its CAP identifier, languages and subscribers reached', async () => {
    const id = await c.publish(true);
    await c.publish(false);
    expect(await c.deliveries()).toEqual([
      expect.objectContaining({
        eventId: id,
        eventVersion: 1,
        messageIdentifier: expect.stringContaining(String(id)),
        messageType: 'WARNING',
        languages: ['de', 'fr', 'it'],
        stateCodes: ['ZH'],
        subscribersReached: lastSubscribers(),
        failure: null,
      }),
    ]);
    const current = await c.t.app.inject({
      method: 'GET',
      url: '/api/scc/alertswiss/current',
      headers: await bearerOf(c.t.app, 'device.admin'),
    });
    expect(current.json()).toMatchObject({
      lastMessageIdentifier: expect.stringContaining(String(id)),
      lastSubscribersReached: lastSubscribers(),
      lastFailure: null,
      deliveriesLast24h: 1,
      failuresLast24h: 0,
    });
  });

  it('shows a cantonal user the deliveries that named their canton only, in the log and the current values', async () => {
    const bernId: number = (await c.api.create('be.operator', { content: warning(true, AREAS.bern) })).json()
      .eventId;
    await c.api.step('be.operator', bernId, 'SUBMIT');
    const approved = await c.api.step(
      await addUserLike(c.t, 'be.operator', 'be.colleague', ['CANTONAL_OPERATOR']),
      bernId,
      'APPROVE',
    );
    expect(approved.json(), approved.body).toMatchObject({ state: 'ACTIVE' });
    const zurich = await bearerOf(
      c.t.app,
      await addUserLike(c.t, 'zh.operator', 'zh.monitoring', ['DEVICE_ADMINISTRATOR']),
    );
    const log = await c.t.app.inject({ url: '/api/scc/data/alertswissprotocol', headers: zurich });
    expect(log.statusCode, log.body).toBe(200);
    const rows = log.json().items as { stateCodes: string[]; eventId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.stateCodes.includes('ZH'))).toBe(true);
    expect((await c.deliveries()).some((row) => row.eventId === bernId)).toBe(true);
    const current = await c.t.app.inject({ url: '/api/scc/alertswiss/current', headers: zurich });
    expect(current.json().lastMessageIdentifier).not.toContain(`.${bernId}.`);
    expect(current.json().deliveriesLast24h).toBe(rows.length);
  });

  it('tells the open logs of every console about a delivery, and only then', async () => {
    const address = await c.t.app.listen({ port: 0, host: '127.0.0.1' });
    const watcher = await connectLive(c.t.app, address, 'device.admin');
    try {
      const notices = () => watcher.payloadsOf<{ ids: number[] }>('resources/alertswissprotocol');
      await c.publish(false);
      const id = await c.publish(true);
      await expect.poll(() => notices().length).toBeGreaterThan(0);
      // Messages keep their order on a socket: a notice for the first publication would have come first.
      const delivery = (await c.deliveries()).find((row) => row.eventId === id)!;
      expect(notices()[0]!.ids).toEqual([delivery.id]);
    } finally {
      watcher.socket.close();
    }
  });
});

describe.each(testBackends())('alert-swiss deliveries without the gateway on %s', (backend) => {
  let c: Awaited<ReturnType<typeof consoleWith>>;

  beforeAll(async () => {
    c = await consoleWith(backend);
  });
  afterAll(() => c.t.close());

  it('records the delivery as failed, reaching nobody, when the channel is not available', async () => {
    await c.publish(true);
    expect(await c.deliveries()).toEqual([
      expect.objectContaining({ subscribersReached: 0, failure: 'DISABLED' }),
    ]);
  });
});
