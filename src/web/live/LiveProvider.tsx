import { type ReactNode, useEffect, useMemo } from 'react';
import { io } from 'socket.io-client';
import { LIVE_PATH, type LiveMessage } from '../../domain/live.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { type LiveChannel, LiveContext, type LiveTopicName } from './LiveContext.ts';

// A refused handshake (expired token) is not retried by socket.io itself; we try again with a fresh token.
const RETRY_AFTER_REFUSAL_MS = 5_000;
// After a reconnect each console refetches at a moment of its own within this: a restarted server is not
// asked by every open console at once.
const RECONNECT_SPREAD_MS = 2_000;

type Handler = (payload: unknown) => void;

/**
 * Opens the live socket of the signed-in user (socket.io on LIVE_PATH, authenticated with the current
 * access token on every connect) and hands its messages to `useLiveTopic` subscribers.
 */
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
    const start = () => {
      const socket = io({
        path: LIVE_PATH,
        transports: ['websocket'],
        auth: (send) => {
          accessToken().then(
            (token) => send({ token: token ?? '' }),
            () => send({ token: '' }),
          );
        },
      });
      let retry: ReturnType<typeof setTimeout> | undefined;
      let refetch: ReturnType<typeof setTimeout> | undefined;
      let connects = 0;
      socket.on('connect', () => {
        // A burst of reconnects refetches once; the first connection at once.
        clearTimeout(refetch);
        const delay = connects++ === 0 ? 0 : Math.random() * RECONNECT_SPREAD_MS;
        refetch = setTimeout(() => {
          for (const handler of connected) handler();
        }, delay);
      });
      socket.on('connect_error', () => {
        if (socket.active) return;
        retry = setTimeout(() => socket.connect(), RETRY_AFTER_REFUSAL_MS);
      });
      // The server ends the socket when its token expires or the session logs out; socket.io does not
      // come back by itself then. Reconnecting asks for the token again, renewed if it has expired.
      socket.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') socket.connect();
      });
      socket.on('message', (message: LiveMessage) => {
        for (const handler of topics.get(message.topic) ?? []) handler(message.payload);
      });
      return () => {
        clearTimeout(retry);
        clearTimeout(refetch);
        socket.close();
      };
    };
    return { channel, start };
  }, [accessToken]);
  useEffect(start, [start]);
  return <LiveContext.Provider value={channel}>{children}</LiveContext.Provider>;
}
