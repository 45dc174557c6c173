import { io } from 'socket.io-client';
import { LIVE_PATH, type LiveMessage } from '../../domain/live.ts';

// A refused handshake (expired token) is not retried by socket.io itself; we try again with a fresh token.
const RETRY_AFTER_REFUSAL_MS = 5_000;
// After a reconnect each console refetches at a moment of its own within this: a restarted server is not
// asked by every open console at once.
const RECONNECT_SPREAD_MS = 2_000;

export interface LiveSocketHandlers {
  accessToken(): Promise<string | null | undefined>;
  /** The connection opened or reopened (a burst of reconnects: once, at a moment of this console's own). */
  connected(): void;
  message(message: LiveMessage): void;
}

/**
 * Opens the live socket (socket.io on LIVE_PATH, authenticated with the current access token on every
 * connect); returns what closes it. Its own chunk: socket.io loads after the first render (LiveProvider).
 */
export function openLiveSocket(handlers: LiveSocketHandlers): () => void {
  const socket = io({
    path: LIVE_PATH,
    transports: ['websocket'],
    auth: (send) => {
      handlers.accessToken().then(
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
    refetch = setTimeout(handlers.connected, delay);
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
  socket.on('message', handlers.message);
  return () => {
    clearTimeout(retry);
    clearTimeout(refetch);
    socket.close();
  };
}
