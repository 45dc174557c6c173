// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/ApiProvider.tsx';
import type { ApiClient } from '../../api/http.ts';
import { initI18n } from '../../i18n.ts';
import { type LiveChannel, LiveContext } from '../../live/LiveContext.ts';
import { renderInShell } from '../../shell/testing/renderInShell.tsx';
import { DashboardLiveSync } from './DashboardLiveSync.tsx';
import { HomeLinks } from './HomeLinks.tsx';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

function renderHomeLinks(served: { count: number }) {
  const topics = new Map<string, (payload: unknown) => void>();
  const connected = new Set<() => void>();
  const live: LiveChannel = {
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
    url.endsWith('/alarming/sirenalarms/active')
      ? { ...served }
      : url.endsWith('/dashboard/events')
        ? []
        : null,
  );
  renderInShell(
    <QueryClientProvider client={new QueryClient()}>
      <ApiProvider client={{ get } as unknown as ApiClient}>
        <LiveContext.Provider value={live}>
          <DashboardLiveSync />
          <HomeLinks />
        </LiveContext.Provider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return {
    get,
    publish: (payload: unknown) => act(() => topics.get('alarms/count')?.(payload)),
    reconnect: () =>
      act(() => {
        for (const handler of connected) handler();
      }),
  };
}

const links = () => screen.getByRole('navigation');
const badge = (count: number) => within(links()).queryByLabelText(`Aktive Sirenenalarme: ${count}`);

describe('active siren alarm count', () => {
  it('shows the count of the user’s canton and mode beside the siren alarms link, following the live topic', async () => {
    const { publish } = renderHomeLinks({ count: 2 });
    await waitFor(() => expect(badge(2)).not.toBeNull());
    publish({ operationMode: 'LIVE', state: 'BE', count: 7 });
    publish({ operationMode: 'EXERCISE', state: 'ZH', count: 5 });
    publish({ operationMode: 'LIVE', state: 'ZH', count: 3 });
    await waitFor(() => expect(badge(3)).not.toBeNull());
    publish({ operationMode: 'LIVE', state: 'ZH', count: 0 });
    await waitFor(() => expect(within(links()).queryByLabelText(/Aktive Sirenenalarme/)).toBeNull());
  });

  it('says in its tooltip that an alarm counts while it runs and a finished one until its repeat window ends', async () => {
    renderHomeLinks({ count: 1 });
    await waitFor(() => expect(badge(1)).not.toBeNull());
    expect(badge(1)?.getAttribute('title')).toBe(
      'Aktive Sirenenalarme: 1. Ein Sirenenalarm zählt als aktiv, solange er läuft, und ab der Auslösung ' +
        'mindestens 5 Minuten lang (Wiederholungsfenster), auch wenn er bereits abgeschlossen ist.',
    );
  });

  it('reads the count again when the live connection reopens', async () => {
    const served = { count: 1 };
    const { reconnect } = renderHomeLinks(served);
    await waitFor(() => expect(badge(1)).not.toBeNull());
    served.count = 4;
    reconnect();
    await waitFor(() => expect(badge(4)).not.toBeNull());
  });
});
