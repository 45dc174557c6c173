// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SystemStatus } from '../../../../domain/systemStatus.ts';
import { ApiProvider } from '../../../api/ApiProvider.tsx';
import { type ApiClient, ApiError } from '../../../api/http.ts';
import { AuthContext, type AuthSession } from '../../../auth/AuthContext.ts';
import { initI18n } from '../../../i18n.ts';
import { type LiveChannel, LiveContext } from '../../../live/LiveContext.ts';
import { DegradedModeIndicator } from '../../../shell/mode/DegradedModeIndicator.tsx';
import { EmergencyModeWarning } from '../../../shell/mode/EmergencyModeWarning.tsx';
import { useShellStatus } from '../../../shell/ShellStatus.ts';
import { testMe } from '../../../shell/testing/renderInShell.tsx';
import { renderInConsole } from '../../../ui/test-utils.tsx';
import { DashboardLiveSync } from '../DashboardLiveSync.tsx';
import { useDashboardEvents } from '../useDashboard.ts';
import { ConsoleStatusProvider } from './ConsoleStatusProvider.tsx';
import { REACHABILITY_INTERVAL_MS } from './systemStatusQueries.ts';

beforeAll(async () => {
  await initI18n('en');
});
// What the server's readiness check finds; each test starts with everything up.
let central: 'up' | 'databaseDown' | 'serverGone';
let checks: number;
beforeEach(() => {
  central = 'up';
  checks = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url !== '/health/ready') throw new Error(`unexpected fetch ${url}`);
    checks += 1;
    if (central === 'serverGone') throw new TypeError('Failed to fetch');
    const up = central === 'up';
    return Response.json(
      up ? { status: 'ok', database: 'up' } : { status: 'unavailable', database: 'down' },
      {
        status: up ? 200 : 503,
      },
    );
  });
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

function EmergencyStrip() {
  const { emergencyMode, emergencyNotice } = useShellStatus();
  return <EmergencyModeWarning active={emergencyMode} notice={emergencyNotice} />;
}

// Like the editors: a form whose loaded data, once failed, would be replaced by a load failure.
function EventsWithNote() {
  const events = useDashboardEvents();
  if (events.isError) return <p>Events not loaded</p>;
  return (
    <>
      <p>{`${events.data?.length ?? 0} events`}</p>
      <input aria-label="Note" />
    </>
  );
}

const DATABASE_DOWN = new ApiError(503, {
  type: 'about:blank',
  title: 'Service Unavailable',
  status: 503,
  messageKey: 'errors.databaseUnavailable',
});

function renderConsole(served: SystemStatus, eventCount = () => 0) {
  const handlers = new Map<string, (payload: unknown) => void>();
  const live: LiveChannel = {
    subscribe: (topic, handler) => {
      handlers.set(topic, handler);
      return () => handlers.delete(topic);
    },
    onConnected: () => () => undefined,
  };
  const calls = { events: 0 };
  const api = {
    get: async (url: string) => {
      if (url.endsWith('/system/status')) return served;
      if (!url.endsWith('/dashboard/events')) return null;
      calls.events += 1;
      if (central !== 'up') throw DATABASE_DOWN;
      return Array.from({ length: eventCount() }, (_, i) => ({
        eventId: i + 1,
        eventState: 'ACTIVE',
        affectedStates: ['ZH'],
        owningOrganisation: { territory: 'ZH' },
        awaitingApprovalFrom: [],
        nationalMayDecideAt: null,
      }));
    },
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
            <EmergencyStrip />
            <EventsWithNote />
          </ConsoleStatusProvider>
        </LiveContext.Provider>
      </ApiProvider>
    </AuthContext.Provider>,
  );
  return { calls, publish: (payload: unknown) => act(() => handlers.get('system')?.(payload)) };
}

// Two checks and a margin: what an operator sees must change within the 5 s of the spec.
const NEXT_CHECK = { timeout: 2 * REACHABILITY_INTERVAL_MS + 500 };

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

describe('emergency mode', () => {
  it('shows while the database is down, keeps what was typed and reloads the events when it is back', async () => {
    let events = 2;
    const { calls } = renderConsole(statusWith({}), () => events);
    expect(await screen.findByText('2 events')).toBeDefined();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Sirens checked');
    const loads = calls.events;

    central = 'databaseDown';
    expect(await screen.findByText('Central database unreachable', {}, NEXT_CHECK)).toBeDefined();
    // The cause is told in the strip above the page, not in a notice floating over the form.
    const strip = screen.getByRole('alert', { name: 'Emergency mode' });
    expect(within(strip).getByText('Central database unreachable')).toBeDefined();
    const checksInOutage = checks;
    await waitFor(() => expect(checks).toBeGreaterThan(checksInOutage), NEXT_CHECK);
    expect(calls.events).toBe(loads);
    expect(screen.queryByText('Events not loaded')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' }).value).toBe('Sirens checked');

    events = 3;
    central = 'up';
    const back = await screen.findByText('Central system reachable again', {}, NEXT_CHECK);
    expect(back.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('3 events')).toBeDefined();
    expect(screen.queryByRole('alert', { name: 'Emergency mode' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' }).value).toBe('Sirens checked');
  });

  it('is not held by a system status older than the last readiness check', async () => {
    const { publish } = renderConsole(statusWith({}));
    expect(await screen.findByText('0 events')).toBeDefined();
    publish({ ...statusWith({}), centralEccAvailable: false });
    const checksBefore = checks;
    await waitFor(() => expect(checks).toBeGreaterThan(checksBefore), NEXT_CHECK);
    expect(screen.queryByRole('alert', { name: 'Emergency mode' })).toBeNull();
  });

  it('names the server as the cause when it does not answer at all, and follows a change of cause', async () => {
    renderConsole(statusWith({}));
    central = 'serverGone';
    expect(await screen.findByText('Central system unreachable', {}, NEXT_CHECK)).toBeDefined();
    central = 'databaseDown';
    expect(await screen.findByText('Central database unreachable', {}, NEXT_CHECK)).toBeDefined();
    expect(screen.queryByText('Central system unreachable')).toBeNull();
  });
});
