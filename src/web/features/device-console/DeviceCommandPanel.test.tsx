// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALARMING_PROBLEMS } from '../../../domain/alarming.ts';
import type { DeviceReportLine, DeviceSuggestion } from '../../../domain/devices.ts';
import { ApiError } from '../../api/http.ts';
import { initI18n } from '../../i18n.ts';
import { fakeEventsApi, fakeLive, renderEventsPage } from '../events/testing/renderEventsPage.tsx';
import { DeviceCommandPanel } from './DeviceCommandPanel.tsx';

beforeAll(() => initI18n('de'));
afterEach(cleanup);

const DEVICE = 'FGP-ZH-0001';
const line = (overrides: Partial<DeviceReportLine>): DeviceReportLine => ({
  deviceId: DEVICE,
  commandId: null,
  seq: 1,
  type: 'status',
  body: { type: 'status', version: '4.2.1', mains: true, batteryPercent: 97 },
  bearer: 'POLYCOM',
  at: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

function openPanel(handlers: Parameters<typeof fakeEventsApi>[0], initialDeviceId = DEVICE) {
  const server = fakeEventsApi(handlers);
  const live = fakeLive();
  renderEventsPage(
    <DeviceCommandPanel opened initialDeviceId={initialDeviceId} onClose={() => undefined} />,
    {
      api: server.api,
      path: '/data/console',
      live: live.channel,
      me: { permissions: ['SU_DEVICE_ADMIN'] },
    },
  );
  return { server, live };
}

const answers = () => screen.findByRole('table', { name: 'Antworten des Geräts' });

const suggestion = (code: string): DeviceSuggestion => ({
  code,
  kind: 'FGP',
  name: 'Horgen',
  stateCode: 'ZH',
  outOfService: false,
});

describe('device command panel', () => {
  it("sends a raw command and shows the device's answer as it arrives, newest first", async () => {
    const { server, live } = openPanel({
      'GET /api/scc/devices': () => [suggestion(DEVICE)],
      [`GET /api/scc/devices/${DEVICE}/reports`]: () => [line({})],
      [`POST /api/scc/devices/${DEVICE}/commands`]: () => ({ commandId: 'c-1' }),
    });
    expect(within(await answers()).getByText('Firmware 4.2.1, Netz: Ja, Batterie 97 %')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Befehl' }), 'VERSION?');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(server.calls.at(-1)).toMatchObject({ method: 'POST', body: { text: 'VERSION?' } });

    act(() =>
      live.send({
        reports: [
          line({
            deviceId: 'FGP-ZH-0002',
            seq: 5,
            type: 'rawAnswer',
            body: { type: 'rawAnswer', text: 'VERSION 9.9' },
          }),
          line({
            seq: 7,
            commandId: 'c-1',
            type: 'rawAnswer',
            body: { type: 'rawAnswer', text: 'VERSION 4.2.1' },
            at: '2026-11-24T09:05:07.000Z',
            bearer: 'RDS',
          }),
        ],
      }),
    );
    const rows = within(await answers()).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('24.11.2026 10:05:07RDS (UKW)AntwortVERSION 4.2.1');
    expect(screen.queryByText('VERSION 9.9')).toBeNull();
    expect(rows).toHaveLength(3);
  });

  it('says so, translated, when the device is unknown', async () => {
    const unknown = () => {
      throw new ApiError(404, {
        messageKey: ALARMING_PROBLEMS.unknownDevice,
        title: 'Not Found',
        status: 404,
      } as never);
    };
    const { server } = openPanel({
      'GET /api/scc/devices': (url) =>
        new URL(url, 'http://console').searchParams.get('search') === DEVICE ? [suggestion(DEVICE)] : [],
      [`GET /api/scc/devices/${DEVICE}/reports`]: () => [],
      'POST /api/scc/devices/FGP-ZH-9999/commands': unknown,
    });
    await screen.findByText('Noch keine Antworten.');
    const device = screen.getByRole('combobox', { name: 'Gerät (Kennung)' });
    await userEvent.clear(device);
    await userEvent.type(device, 'fgp-zh-9999');
    // Typing asks for no device's answers: a code not typed out is no unknown device.
    expect(await screen.findByText(/Kein Gerät/)).toBeTruthy();
    expect(server.calls.filter((call) => call.url.includes('/reports'))).toHaveLength(1);
    expect(screen.queryByText('Dieses Gerät ist nicht bekannt.')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Befehl' }), 'STATUS?');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Dieses Gerät ist nicht bekannt.')).toBeTruthy();
  });
  it('suggests devices as the code is typed and takes one with the arrow keys and Enter', async () => {
    const device = (code: string, overrides: Partial<DeviceSuggestion> = {}): DeviceSuggestion => ({
      code,
      kind: 'FGP',
      name: `Horgen ${code.slice(-2)}`,
      stateCode: 'ZH',
      outOfService: false,
      ...overrides,
    });
    const { server } = openPanel(
      {
        'GET /api/scc/devices': (url) => {
          const search = new URL(url, 'http://console').searchParams.get('search')?.toUpperCase() ?? '';
          return [device('FGP-ZH-0011'), device('FGP-ZH-0012', { outOfService: true })].filter((found) =>
            found.code.includes(search),
          );
        },
        'GET /api/scc/devices/FGP-ZH-0012/reports': () => [line({ deviceId: 'FGP-ZH-0012' })],
      },
      '',
    );
    const field = screen.getByRole('combobox', { name: 'Gerät (Kennung)' });
    await userEvent.type(field, 'zh-001');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'FGP-ZH-0011Horgen 11 · ZH',
      'FGP-ZH-0012Horgen 12 · ZH · ausser Dienst',
    ]);
    // Asked of the server once the typing paused, not for every key.
    expect(server.calls.filter((call) => call.url.startsWith('/api/scc/devices?'))).toHaveLength(1);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(field).toHaveProperty('value', 'FGP-ZH-0012');
    expect(await screen.findByRole('heading', { name: 'Antworten von FGP-ZH-0012' })).toBeTruthy();
    await waitFor(() =>
      expect(server.calls.map((call) => call.url)).toContain('/api/scc/devices/FGP-ZH-0012/reports?limit=50'),
    );
  });

  it('says when no device of the territory has such a code', async () => {
    openPanel({ 'GET /api/scc/devices': () => [] }, '');
    await userEvent.type(screen.getByRole('combobox', { name: 'Gerät (Kennung)' }), 'FGP-ZZ');
    expect(await screen.findByText('Kein Gerät Ihres Gebiets hat eine Kennung mit «FGP-ZZ».')).toBeTruthy();
  });
});
