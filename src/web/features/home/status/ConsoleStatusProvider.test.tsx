// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SystemStatus } from '../../../../domain/systemStatus.ts';
import { ApiProvider } from '../../../api/ApiProvider.tsx';
import type { ApiClient } from '../../../api/http.ts';
import { AuthContext, type AuthSession } from '../../../auth/AuthContext.ts';
import { initI18n } from '../../../i18n.ts';
import { type LiveChannel, LiveContext } from '../../../live/LiveContext.ts';
import { DegradedModeIndicator } from '../../../shell/mode/DegradedModeIndicator.tsx';
import { useShellStatus } from '../../../shell/ShellStatus.ts';
import { testMe } from '../../../shell/testing/renderInShell.tsx';
import { renderInConsole } from '../../../ui/test-utils.tsx';
import { DashboardLiveSync } from '../DashboardLiveSync.tsx';
import { ConsoleStatusProvider } from './ConsoleStatusProvider.tsx';

beforeAll(async () => {
  await initI18n('en');
});
// The central system's liveness answer: it is up in every case here.
beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('{"status":"ok"}', { status: 200 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const statusWith = (channels: Partial<SystemStatus['channels']>): SystemStatus => ({
  centralEccAvailable: true,
  sirenAlarmAvailable: true,
  channels: {
    ICARO: 'AVAILABLE',
    SIRENS: 'AVAILABLE',
    ALERTSWISS: 'AVAILABLE',
    KSP_SYNC: 'AVAILABLE',
    TWITTER: 'DISABLED',
    ...channels,
  },
});

function HeaderBadge() {
  return <DegradedModeIndicator active={useShellStatus().degradedMode} />;
}

function renderConsole(served: SystemStatus) {
  const handlers = new Map<string, (payload: unknown) => void>();
  const live: LiveChannel = {
    subscribe: (topic, handler) => {
      handlers.set(topic, handler);
      return () => handlers.delete(topic);
    },
    onConnected: () => () => undefined,
  };
  const api = {
    get: async (url: string) =>
      url.endsWith('/system/status') ? served : url.endsWith('/dashboard/events') ? [] : null,
  } as unknown as ApiClient;
  const me = testMe();
  const session = { me, permissions: new Set(me.permissions) } as unknown as AuthSession;
  renderInConsole(
    <AuthContext.Provider value={session}>
      <ApiProvider client={api}>
        <LiveContext.Provider value={live}>
          <ConsoleStatusProvider>
            <DashboardLiveSync />
            <HeaderBadge />
          </ConsoleStatusProvider>
        </LiveContext.Provider>
      </ApiProvider>
    </AuthContext.Provider>,
  );
  return { publish: (payload: unknown) => act(() => handlers.get('system')?.(payload)) };
}

describe('degraded mode', () => {
  it('shows while a channel is unavailable, following the system topic, and not for a disabled one', async () => {
    const { publish } = renderConsole(statusWith({ SIRENS: 'UNAVAILABLE', KSP_SYNC: 'UNAVAILABLE' }));
    expect(await screen.findByText('Degraded mode')).toBeDefined();
    publish(statusWith({ ALERTSWISS: 'DISABLED' }));
    await waitFor(() => expect(screen.queryByText('Degraded mode')).toBeNull());
    publish(statusWith({ ICARO: 'UNAVAILABLE' }));
    expect(await screen.findByText('Degraded mode')).toBeDefined();
  });

  it('ignores a system message that is not a whole status', async () => {
    const { publish } = renderConsole(statusWith({ TWITTER: 'UNAVAILABLE' }));
    expect(await screen.findByText('Degraded mode')).toBeDefined();
    publish({ channels: { TWITTER: 'AVAILABLE' } });
    expect(screen.getByText('Degraded mode')).toBeDefined();
  });
});
