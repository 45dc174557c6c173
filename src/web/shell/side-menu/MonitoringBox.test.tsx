// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MonitoringDashboard } from '../../../domain/monitoring.ts';
import type { Permission } from '../../../domain/permissions.ts';
import { ApiProvider } from '../../api/ApiProvider.tsx';
import { type ApiClient, ApiError } from '../../api/http.ts';
import { AuthContext, type AuthSession } from '../../auth/AuthContext.ts';
import { initI18n } from '../../i18n.ts';
import { type LiveChannel, LiveContext } from '../../live/LiveContext.ts';
import { renderInConsole } from '../../ui/test-utils.tsx';
import { testMe } from '../testing/renderInShell.tsx';
import { MonitoringBox } from './MonitoringBox.tsx';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

const counts = (networkErrors: number): MonitoringDashboard => ({
  polyalert: { errors: 0, warnings: 2 },
  network: { errors: networkErrors, warnings: 1 },
});

function renderBox(get: ApiClient['get'], permissions: Permission[] = ['MONTORING_PENDINGERROR_VIEW']) {
  let reconnect: () => void = () => undefined;
  const topics = new Map<string, (payload: unknown) => void>();
  const live: LiveChannel = {
    subscribe: (topic, handler) => {
      topics.set(topic, handler);
      return () => undefined;
    },
    onConnected: (handler) => {
      reconnect = handler;
      return () => undefined;
    },
  };
  const me = testMe({ permissions });
  const session = { me, permissions: new Set(me.permissions), relogin: vi.fn() } as unknown as AuthSession;
  renderInConsole(
    <AuthContext.Provider value={session}>
      <ApiProvider client={{ get } as unknown as ApiClient}>
        <LiveContext.Provider value={live}>
          <MonitoringBox />
        </LiveContext.Provider>
      </ApiProvider>
    </AuthContext.Provider>,
  );
  return {
    reconnect: () => act(() => reconnect()),
    publish: (topic: string, payload: unknown) => act(() => topics.get(topic)?.(payload)),
  };
}

describe('monitoring box', () => {
  it('shows the open errors and warnings of the polyalert components and of the network', async () => {
    const get = vi.fn(async () => counts(4) as never);
    renderBox(get);
    const box = await screen.findByRole('region', { name: 'Offene Fehler' });
    expect(
      await within(box).findByText('Polyalert-Komponenten (Zentrale, Sirenen, FGP, KGP, KSP)'),
    ).toBeDefined();
    expect(within(box).getByText('Netzwerk und Übertragungswege')).toBeDefined();
    expect(
      within(box)
        .getAllByText(/^(Fehler|Warnungen): \d+$/)
        .map((e) => e.textContent),
    ).toEqual(['Fehler: 0', 'Warnungen: 2', 'Fehler: 4', 'Warnungen: 1']);
    expect(get).toHaveBeenCalledWith('/api/scc/admin/monitoring/dashboard');
  });

  it('reads the counts again when the live connection reopens', async () => {
    const get = vi.fn(async () => counts(4) as never).mockImplementationOnce(async () => counts(1) as never);
    const { reconnect } = renderBox(get);
    expect(await screen.findByText('Fehler: 1')).toBeDefined();
    reconnect();
    expect(await screen.findByText('Fehler: 4')).toBeDefined();
  });

  it('reads the counts again when a device raises or clears a fault', async () => {
    const get = vi.fn(async () => counts(2) as never).mockImplementationOnce(async () => counts(1) as never);
    const { publish } = renderBox(get);
    expect(await screen.findByText('Fehler: 1')).toBeDefined();
    publish('monitoring/errors', { kinds: ['NETWORK'] });
    expect(await screen.findByText('Fehler: 2')).toBeDefined();
  });

  it('shows the shared error popup titled with the monitoring failure when the counts cannot be loaded', async () => {
    const problem = { type: 'about:blank', title: 'Error', status: 503, messageKey: 'errors.unavailable' };
    renderBox(async () => {
      throw new ApiError(503, problem);
    });
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Die Zähler der Überwachung konnten nicht geladen werden.',
    });
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeDefined();
  });

  it('is not shown, and asks nothing, without the permission to see pending errors', () => {
    const get = vi.fn();
    renderBox(get, ['ALARMING_ALARMTASK_VIEW']);
    expect(screen.queryByRole('region')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});
