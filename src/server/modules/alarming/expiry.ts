import type { FastifyInstance } from 'fastify';
import { OPERATION_MODES } from '../../../domain/session.ts';
import { publishCounts } from './commands.ts';
import { millisUntilNextAlarmEnd } from './queries.ts';

/** The server timer that publishes the alarm count again when an active alarm runs out. */
export interface AlarmExpiry {
  /** Sets the timer to the next end of an active alarm (after a start, and when it fires). */
  rearm(): Promise<void>;
}

// Declared here, not in fastify-types.ts: that file is imported everywhere, and this module imports
// the alarm commands, which would close a cycle.
declare module 'fastify' {
  interface FastifyInstance {
    alarmExpiry: AlarmExpiry;
  }
}

// A little after the end, so that the database sees the alarm as ended when the timer fires.
const MARGIN_MS = 50;
// While the database does not answer, the count is tried again this often until it is published.
const RETRY_MS = 5_000;

/** Decorates the app with `alarmExpiry`, armed when the app is ready and stopped when it closes. */
export function registerAlarmExpiry(app: FastifyInstance) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const retryLater = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(fire, RETRY_MS);
    timer.unref();
  };

  const fire = async () => {
    try {
      for (const mode of OPERATION_MODES) await publishCounts(app, mode);
      await rearm();
    } catch (err) {
      app.log.warn({ err }, 'alarm count after expiry not published, trying again');
      retryLater();
    }
  };

  const rearm = async () => {
    const delay = await millisUntilNextAlarmEnd(app.database.db);
    clearTimeout(timer);
    if (closed || delay === null) return;
    timer = setTimeout(fire, delay + MARGIN_MS);
    timer.unref();
  };

  app.decorate('alarmExpiry', { rearm } satisfies AlarmExpiry);
  app.addHook('onReady', async () => {
    // A database that does not answer at start must not stop the console: it is tried again later.
    if (app.database.migrated)
      await rearm().catch((err: unknown) => {
        app.log.warn({ err }, 'alarm expiry not armed, trying again');
        retryLater();
      });
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
