import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { EventHistoryEntry } from '../../../domain/eventApi.ts';
import { testBackends } from '../../test-support/database.ts';
import { alarmContent } from '../../test-support/events.ts';
import { useEventsTestApp } from '../../test-support/useEventsTestApp.ts';

/** A loopback port nothing listens on: the device network's broker does not answer there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(testBackends())('publication with channels that cannot carry on %s', (backend) => {
  // No ICARO or alert-swiss gateway is set (switched off), and the device network does not answer.
  const { api } = useEventsTestApp(backend, async () => ({
    MQTT_URL: `mqtt://127.0.0.1:${await closedPort()}`,
  }));

  const outagesIn = async (id: number, reader = 'zh.operator') =>
    ((await api.call(reader, 'GET', `events/${id}/history`)).json() as EventHistoryEntry[])
      .filter((entry) => entry.action.startsWith('CHANNEL_'))
      .map(({ action, detail, userName }) => ({ action, detail, userName }));

  it('the preview names them, and the timeline records them for the publication they missed', async () => {
    const id: number = (await api.create('zh.operator', { content: alarmContent() })).json().eventId;
    await api.step('zh.operator', id, 'SUBMIT');
    const preview = await api.call('zh.operator2', 'POST', 'events/reach', {
      content: alarmContent(),
      eventId: id,
    });
    expect(preview.json().channelOutages).toEqual([
      { channel: 'SIRENS', state: 'UNAVAILABLE' },
      { channel: 'ALERTSWISS', state: 'DISABLED' },
      { channel: 'ICARO', state: 'DISABLED' },
    ]);
    const approved = await api.step('zh.operator2', id, 'APPROVE', { confirmation: `LIVE ${id}` });
    expect(approved.json()).toMatchObject({ state: 'ACTIVE', publishedVersions: 1 });
    expect(await outagesIn(id)).toEqual([
      { action: 'CHANNEL_UNAVAILABLE', detail: 'SIRENS', userName: 'zh.operator2' },
      { action: 'CHANNEL_DISABLED', detail: 'ALERTSWISS', userName: 'zh.operator2' },
      { action: 'CHANNEL_DISABLED', detail: 'ICARO', userName: 'zh.operator2' },
    ]);

    // An update sounds no siren, so the sirens' outage is not its concern.
    await api.step('zh.operator', id, 'REQUEST_UPDATE', {
      content: { ...alarmContent(), messageType: 'WARNING' },
    });
    await api.step('zh.operator2', id, 'APPROVE');
    expect((await outagesIn(id)).slice(3).map((entry) => entry.detail)).toEqual(['ALERTSWISS', 'ICARO']);
  });

  it('an exercise names none and records none: no channel carries an exercise, by design', async () => {
    const id: number = (await api.create('zh.trainee', { content: alarmContent() })).json().eventId;
    await api.step('zh.trainee', id, 'SUBMIT');
    const preview = await api.call('zh.trainee', 'POST', 'events/reach', {
      content: alarmContent(),
      eventId: id,
    });
    expect(preview.json()).toMatchObject({ exercise: true, channels: [], channelOutages: [] });
    expect((await api.step('zh.trainee', id, 'APPROVE')).json()).toMatchObject({ state: 'ACTIVE' });
    expect(await outagesIn(id, 'zh.trainee')).toEqual([]);
  });
});
