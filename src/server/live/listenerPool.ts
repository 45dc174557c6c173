import type pg from 'pg';

/** The pool to hand the live adapter, and the end of its LISTEN connection when the server closes. */
export interface ListenerPool {
  pool: pg.Pool;
  /** Lets the LISTEN connection go; a reconnection the adapter still has under way gets none. */
  close(): void;
}

// Handed to a reconnection that comes too late: it waits for good, holding no connection and no timer.
const never = () => new Promise<never>(() => undefined);

/**
 * The pool as the live adapter sees it. The adapter (@socket.io/postgres-adapter 0.5) checks out one
 * connection for LISTEN. When that connection dies while LISTEN is being sent, it schedules two
 * reconnections and keeps both: the older one stays checked out for good, hands every message from
 * another console server on a second time, and closing the pool waits for it forever. And a
 * reconnection under way when the adapter closes still takes a connection afterwards. Here, each new
 * LISTEN connection retires the one before it, and none is handed out once closed.
 */
export function oneListenerPool(pool: pg.Pool): ListenerPool {
  let listener: pg.PoolClient | undefined;
  let closed = false;
  const hold = (client: pg.PoolClient) => {
    const release = client.release;
    // Released by the adapter on closing, or by the pool when its connection ended: no longer ours to retire.
    client.release = (err) => {
      if (listener === client) listener = undefined;
      release(err);
    };
    listener = client;
  };
  const retire = () => {
    if (!listener) return;
    // Quietly: the adapter must neither read its messages nor reconnect when it ends.
    listener.removeAllListeners('notification');
    listener.removeAllListeners('end');
    listener.release(new Error('LISTEN connection retired'));
  };
  const listen = async () => {
    const client = await pool.connect();
    if (closed) {
      client.release(new Error('the live channel has closed'));
      return never();
    }
    retire();
    hold(client);
    return client;
  };
  // pool.query() checks out with a callback and releases by itself: only a bare connect() is the LISTEN.
  const connect = (...callback: Parameters<pg.Pool['connect']>) => {
    if (callback.length > 0) return pool.connect(...callback);
    return closed ? never() : listen();
  };
  return {
    pool: new Proxy(pool, {
      get: (target, key, receiver) => (key === 'connect' ? connect : Reflect.get(target, key, receiver)),
    }),
    close() {
      closed = true;
      retire();
    },
  };
}
