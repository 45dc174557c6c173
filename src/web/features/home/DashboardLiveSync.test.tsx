// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardEvent } from '../../../domain/events.ts';
import { ApiProvider } from '../../api/ApiProvider.tsx';
import type { ApiClient } from '../../api/http.ts';
import { AuthContext, type AuthSession } from '../../auth/AuthContext.ts';
import { type LiveChannel, LiveContext } from '../../live/LiveContext.ts';
import { testMe } from '../../shell/testing/renderInShell.tsx';
import { DashboardLiveSync } from './DashboardLiveSync.tsx';
import { useDashboardEvents } from './useDashboard.ts';

const event = (eventId: number, overrides: Partial<DashboardEvent> = {}): DashboardEvent => ({
  eventId,
  eventState: 'PREPARATION',
  messageType: 'WARNING',
  affectedStates: ['ZH'],
  title: { de: `Ereignis ${eventId}`, fr: '', it: '', en: '' },
  primaryLanguage: 'de',
  owningOrganisation: { territory: 'ZH' },
  awaitingApprovalFrom: [],
  nationalMayDecideAt: null,
  ...overrides,
});

function setUp(served: DashboardEvent[]) {
  const topics = new Map<string, (payload: unknown) => void>();
  const connected = new Set<() => void>();
  const channel: LiveChannel = {
    subscribe: (topic, handler) => {
      topics.set(topic, handler);
      return () => topics.delete(topic);
    },
    onConnected: (handler) => {
      connected.add(handler);
      return () => connected.delete(handler);
    },
  };
  const get = vi.fn(async (url: string) =>
    url.endsWith('/dashboard/events') ? served.map((e) => ({ ...e })) : null,
  );
  const api = { get } as unknown as ApiClient;
  const me = testMe();
  const session = { me, permissions: new Set(me.permissions) } as unknown as AuthSession;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // In the shell's router, as in the console: the wake-up notice it shows knows which page is open.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <AuthContext.Provider value={session}>
            <LiveContext.Provider value={channel}>
              <DashboardLiveSync />
              {children}
            </LiveContext.Provider>
          </AuthContext.Provider>
        </ApiProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  const hook = renderHook(() => useDashboardEvents(), { wrapper });
  return {
    hook,
    get,
    send: (payload: unknown) => act(() => topics.get('events')?.(payload)),
    connect: () =>
      act(() => {
        for (const handler of connected) handler();
      }),
  };
}

const eventCalls = (get: ReturnType<typeof vi.fn>) =>
  get.mock.calls.filter(([url]) => String(url).endsWith('/dashboard/events')).length;

const ids = (events: DashboardEvent[] | undefined) => events?.map((e) => `${e.eventId}:${e.eventState}`);

describe('DashboardLiveSync', () => {
  it('keeps a live change that arrives while an older read is in flight, and reads again after it', async () => {
    const served = [event(1)];
    const { hook, get, send, connect } = setUp(served);
    await waitFor(() => expect(ids(hook.result.current.data)).toEqual(['1:PREPARATION']));
    // The refetch after a reconnection is sent before the change and answers the older state after it.
    let answerOld: (events: DashboardEvent[]) => void = () => undefined;
    const answer = get.getMockImplementation()!;
    get.mockImplementation((url: string) => {
      if (!url.endsWith('/dashboard/events')) return answer(url);
      get.mockImplementation(answer);
      return new Promise((resolve) => (answerOld = resolve));
    });
    connect();
    await waitFor(() => expect(eventCalls(get)).toBe(2));
    served[0] = event(1, { eventState: 'ACTIVE' });
    send({ ...event(1, { eventState: 'ACTIVE' }), operationMode: 'LIVE' });
    await act(async () => answerOld([event(1)]));
    await waitFor(() => expect(eventCalls(get)).toBe(3));
    await waitFor(() => expect(ids(hook.result.current.data)).toEqual(['1:ACTIVE']));
  });

  it('replaces an event in place, adds a new one and removes one whose state left the dashboard', async () => {
    const { hook, send } = setUp([event(1), event(2)]);
    await waitFor(() => expect(ids(hook.result.current.data)).toEqual(['1:PREPARATION', '2:PREPARATION']));
    send({ ...event(1, { eventState: 'ACTIVE' }), operationMode: 'LIVE' });
    await waitFor(() => expect(ids(hook.result.current.data)).toEqual(['1:ACTIVE', '2:PREPARATION']));
    send({ ...event(3, { eventState: 'PUBLICATION_PENDING' }), operationMode: 'LIVE' });
    await waitFor(() =>
      expect(ids(hook.result.current.data)).toEqual(['1:ACTIVE', '2:PREPARATION', '3:PUBLICATION_PENDING']),
    );
    send({ ...event(2), eventState: 'CLOSED', operationMode: 'LIVE' });
    await waitFor(() => expect(ids(hook.result.current.data)).toEqual(['1:ACTIVE', '3:PUBLICATION_PENDING']));
    expect(hook.result.current.data?.[0]).not.toHaveProperty('operationMode');
  });

  it('ignores events of the other operation mode', async () => {
    const { hook, send } = setUp([event(1)]);
    await waitFor(() => expect(hook.result.current.data).toHaveLength(1));
    send({ ...event(9, { eventState: 'ACTIVE' }), operationMode: 'EXERCISE' });
    send({ ...event(1, { eventState: 'ACTIVE' }), operationMode: 'LIVE' });
    await waitFor(() => expect(ids(hook.result.current.data)).toEqual(['1:ACTIVE']));
  });

  it('fetches again when the live connection reopens', async () => {
    const { hook, get, connect } = setUp([event(1)]);
    await waitFor(() => expect(hook.result.current.data).toHaveLength(1));
    expect(eventCalls(get)).toBe(1);
    connect();
    await waitFor(() => expect(eventCalls(get)).toBe(2));
  });
});
