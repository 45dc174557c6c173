// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { initI18n } from '../../i18n.ts';
import { fakeEventsApi, fakeLive, renderEventsPage } from '../events/testing/renderEventsPage.tsx';
import { SirensSurveillancePage } from './SirensSurveillancePage.tsx';
import { sirenRow } from './testing/surveillanceFixtures.ts';

beforeAll(() => initI18n('de'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function openPage(rows: ReturnType<typeof sirenRow>[]) {
  const server = fakeEventsApi({
    'GET /api/scc/alarming/sirenssurveillance': () => rows,
    'GET /api/ecc/states': () => [],
  });
  const live = fakeLive();
  renderEventsPage(<SirensSurveillancePage />, {
    api: server.api,
    path: '/data/sirenssurveillance',
    live: live.channel,
  });
  return { server, live };
}

const rowOf = async (code: string) =>
  (await screen.findByText(code, {}, { timeout: 5_000 })).closest('[role="row"]') as HTMLElement;

describe('siren surveillance', () => {
  it('shows each siren with its condition, report time and age, stale ones highlighted', async () => {
    const now = Date.now();
    openPage([
      sirenRow(now),
      sirenRow(now, {
        id: 2,
        code: 'ZH-0002',
        reportedAt: new Date(now - 3 * 3_600_000).toISOString(),
        stale: true,
        condition: 'STALE',
      }),
    ]);
    const fresh = await rowOf('ZH-0001');
    const stale = await rowOf('ZH-0002');
    expect(within(fresh).getByText(/vor 1 Min\./)).toBeTruthy();
    expect(within(stale).getByText(/vor 3 Std\./)).toBeTruthy();
    expect(within(stale).getByText('Keine aktuelle Meldung')).toBeTruthy();
    expect(stale.className).toContain('condition-STALE');
    expect(fresh.className).not.toContain('condition-STALE');
  });

  it('names a known fault in words and shows an unknown one as the siren reported it', async () => {
    const now = Date.now();
    openPage([
      sirenRow(now, { condition: 'FAULT', faultCode: 'AMPLIFIER' }),
      sirenRow(now, { id: 2, code: 'ZH-0002', condition: 'FAULT', faultCode: 'AMP-OVERHEAT' }),
    ]);
    expect(within(await rowOf('ZH-0001')).getByText('Verstärker defekt')).toBeTruthy();
    expect(within(await rowOf('ZH-0002')).getByText('AMP-OVERHEAT')).toBeTruthy();
  });

  it('counts the ages on every 30 seconds without asking the server again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { server } = openPage([sirenRow(Date.now())]);
    const row = await rowOf('ZH-0001');
    expect(within(row).getByText(/vor 1 Min\./)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(4 * 30_000));
    expect(within(row).getByText(/vor 3 Min\./)).toBeTruthy();
    expect(server.calls.filter((call) => call.url.includes('sirenssurveillance'))).toHaveLength(1);
  });

  it('says the sirens are loading, never zero faults, until their rows are there', async () => {
    let answer: (rows: ReturnType<typeof sirenRow>[]) => void = () => undefined;
    const server = fakeEventsApi({
      'GET /api/scc/alarming/sirenssurveillance': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/ecc/states': () => [],
    });
    renderEventsPage(<SirensSurveillancePage />, { api: server.api, path: '/' });
    const summary = screen.getByRole('group', { name: 'Zusammenfassung' });
    expect(within(summary).getByText('Sirenen werden geladen …')).toBeTruthy();
    expect(summary.textContent).not.toMatch(/\d/);

    act(() => answer([sirenRow(Date.now(), { condition: 'FAULT', faultCode: 'AMPLIFIER' })]));
    await waitFor(() => expect(summary.textContent).toContain('Störung: 1'));
    expect(within(summary).queryByText('Sirenen werden geladen …')).toBeNull();
  });

  it('reloads on a change notice and after a reconnection, and sums up the conditions', async () => {
    const now = Date.now();
    let rows = [sirenRow(now)];
    const server = fakeEventsApi({
      'GET /api/scc/alarming/sirenssurveillance': () => rows,
      'GET /api/ecc/states': () => [],
    });
    const live = fakeLive();
    renderEventsPage(<SirensSurveillancePage />, { api: server.api, path: '/', live: live.channel });
    await rowOf('ZH-0001');
    rows = [sirenRow(now, { condition: 'FAULT', faultCode: 'AMP-OVERHEAT' })];
    act(() => live.send({ resource: 'sirenssurveillance', action: 'updated', ids: [1] }));
    expect(await screen.findByText('AMP-OVERHEAT')).toBeTruthy();
    const summary = screen.getByRole('group', { name: 'Zusammenfassung' });
    expect(summary.textContent).toContain('Sirenen: 1');
    expect(summary.textContent).toContain('Störung: 1');
    expect(summary.textContent).toContain('OK: 0');

    rows = [sirenRow(now, { condition: 'OUT_OF_SERVICE', outOfService: true })];
    act(() => live.reconnect());
    expect(
      await screen.findByText('Ausser Dienst', { selector: '[col-id="condition"]' }, { timeout: 4_000 }),
    ).toBeTruthy();
  });
  it.each([
    ['the server answers an error', () => new ApiError(500, null)],
    ['the network is down', () => new TypeError('Failed to fetch')],
  ])('says the sirens could not be loaded when %s, and loads them on «try again»', async (_, failure) => {
    let answer: () => unknown = () => {
      throw failure();
    };
    const server = fakeEventsApi({
      'GET /api/scc/alarming/sirenssurveillance': () => answer(),
      'GET /api/ecc/states': () => [],
    });
    renderEventsPage(<SirensSurveillancePage />, { api: server.api, path: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Der Zustand der Sirenen konnte nicht geladen werden.');
    expect(screen.queryByText('Sirenen werden geladen …')).toBeNull();

    answer = () => [sirenRow(Date.now())];
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await rowOf('ZH-0001')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('group', { name: 'Zusammenfassung' }).textContent).toContain('OK: 1');
  });

  it('comes back by itself with the live data after a failed load', async () => {
    let answer: () => unknown = () => {
      throw new ApiError(502, null);
    };
    const server = fakeEventsApi({
      'GET /api/scc/alarming/sirenssurveillance': () => answer(),
      'GET /api/ecc/states': () => [],
    });
    const live = fakeLive();
    renderEventsPage(<SirensSurveillancePage />, { api: server.api, path: '/', live: live.channel });
    await screen.findByText('Der Zustand der Sirenen konnte nicht geladen werden.');

    answer = () => [sirenRow(Date.now(), { condition: 'FAULT', faultCode: 'AMPLIFIER' })];
    act(() => live.send({ resource: 'sirenssurveillance', action: 'updated', ids: [1] }));
    expect(within(await rowOf('ZH-0001')).getByText('Verstärker defekt')).toBeTruthy();
    expect(screen.queryByText('Der Zustand der Sirenen konnte nicht geladen werden.')).toBeNull();
  });

  it('asks again by itself every 30 seconds after a failed load, even without live notices', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer: () => unknown = () => {
      throw new ApiError(500, null);
    };
    const server = fakeEventsApi({
      'GET /api/scc/alarming/sirenssurveillance': () => answer(),
      'GET /api/ecc/states': () => [],
    });
    renderEventsPage(<SirensSurveillancePage />, { api: server.api, path: '/' });
    await screen.findByText('Der Zustand der Sirenen konnte nicht geladen werden.');
    answer = () => [sirenRow(Date.now())];
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await rowOf('ZH-0001')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the sirens on screen with their age when a reload fails', async () => {
    let answer: () => unknown = () => [sirenRow(Date.now())];
    const server = fakeEventsApi({
      'GET /api/scc/alarming/sirenssurveillance': () => answer(),
      'GET /api/ecc/states': () => [],
    });
    const live = fakeLive();
    renderEventsPage(<SirensSurveillancePage />, { api: server.api, path: '/', live: live.channel });
    await rowOf('ZH-0001');
    answer = () => {
      throw new ApiError(500, null);
    };
    act(() => live.reconnect());
    expect((await screen.findByTestId('last-known')).textContent).toMatch(/^Stand \d{2}:\d{2}:\d{2}/);
    expect(screen.getByText('ZH-0001')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
