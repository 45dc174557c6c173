import { type ReactNode, useEffect, useMemo } from 'react';
import { useAuth } from '../auth/AuthContext.ts';
import { afterFirstScreen } from '../firstScreen.ts';
import { type LiveChannel, LiveContext, type LiveTopicName } from './LiveContext.ts';

type Handler = (payload: unknown) => void;

/** Opens the live socket of the signed-in user (liveSocket.ts) and hands its messages to `useLiveTopic` subscribers. */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { accessToken } = useAuth();
  const { channel, start } = useMemo(() => {
    const topics = new Map<LiveTopicName, Set<Handler>>();
    const connected = new Set<() => void>();
    const channel: LiveChannel = {
      subscribe(topic, handler) {
        const handlers = topics.get(topic) ?? new Set<Handler>();
        topics.set(topic, handlers);
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
      onConnected(handler) {
        connected.add(handler);
        return () => connected.delete(handler);
      },
    };
    // socket.io comes in its own chunk once the first screen shows: no screen shows live data before its first fetch.
    const start = () => {
      let close: (() => void) | undefined;
      let closed = false;
      afterFirstScreen()
        .then(() => import('./liveSocket.ts'))
        .then(
          ({ openLiveSocket }) => {
            if (closed) return;
            close = openLiveSocket({
              accessToken,
              connected: () => {
                for (const handler of connected) handler();
              },
              message: (message) => {
                for (const handler of topics.get(message.topic) ?? []) handler(message.payload);
              },
            });
          },
          (error: unknown) => console.error('the live connection failed to load', error),
        );
      return () => {
        closed = true;
        close?.();
      };
    };
    return { channel, start };
  }, [accessToken]);
  useEffect(start, [start]);
  return <LiveContext.Provider value={channel}>{children}</LiveContext.Provider>;
}
