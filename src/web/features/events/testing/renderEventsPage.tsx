import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Me } from '../../../../domain/session.ts';
import { ApiProvider } from '../../../api/ApiProvider.tsx';
import type { ApiClient } from '../../../api/http.ts';
import { AuthContext } from '../../../auth/AuthContext.ts';
import { type LiveChannel, LiveContext } from '../../../live/LiveContext.ts';
import { testMe, testSession } from '../../../shell/testing/renderInShell.tsx';
import { renderInConsole } from '../../../ui/test-utils.tsx';

/** Answers a call of the fake server; throwing an ApiError fails it like the real one. */
export type Handler = (url: string, body?: unknown) => unknown;

/**
 * An ApiClient that answers from handlers keyed `METHOD path` (path without the query, e.g.
 * `GET /api/ecc/events/42`) and records every call; an unknown call fails the test loudly.
 */
export function fakeEventsApi(handlers: Record<string, Handler>) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const call = (method: string) =>
    vi.fn(async (url: string, body?: unknown) => {
      calls.push({ method, url, body });
      const handler = handlers[`${method} ${url.split('?')[0]}`];
      if (!handler) throw new Error(`unexpected ${method} ${url}`);
      return structuredClone(await handler(url, body));
    });
  const api = { get: call('GET'), post: call('POST'), put: call('PUT'), del: call('DELETE') };
  return { api: api as unknown as ApiClient, calls };
}

/** A live channel the test drives: `send` delivers an `events` message, `reconnect` a (re)connection. */
export function fakeLive() {
  const topics = new Set<(payload: unknown) => void>();
  const connections = new Set<() => void>();
  const channel: LiveChannel = {
    subscribe: (_topic, handler) => {
      topics.add(handler);
      return () => topics.delete(handler);
    },
    onConnected: (handler) => {
      connections.add(handler);
      return () => connections.delete(handler);
    },
  };
  return {
    channel,
    send: (payload: unknown) => {
      for (const handler of topics) handler(payload);
    },
    reconnect: () => {
      for (const handler of connections) handler();
    },
  };
}

export interface EventsPageOptions {
  api: ApiClient;
  path: string;
  me?: Partial<Me>;
  live?: LiveChannel;
}

/** Renders an events page as the signed-in user sees it: session, API, live channel, popups and router. */
export function renderEventsPage(element: ReactNode, { api, path, me: overrides, live }: EventsPageOptions) {
  const me = testMe(overrides);
  const session = testSession(me, { accessToken: async () => 'token' });
  return renderInConsole(
    <AuthContext.Provider value={session}>
      <ApiProvider client={api}>
        <LiveContext.Provider value={live ?? fakeLive().channel}>{element}</LiveContext.Provider>
      </ApiProvider>
    </AuthContext.Provider>,
    { path, waitDelayMs: 10_000 },
  );
}
