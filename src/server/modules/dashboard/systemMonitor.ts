import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { SystemStatus } from '../../../domain/systemStatus.ts';
import { socialMediaState } from '../socialmedia/posting.ts';
import { checkChannels } from './channelChecks.ts';

/** The system status as last checked by the server's own timer, never by a request. */
export interface SystemMonitor {
  /** The result of the last round of checks (the first round's, once it is done). */
  latest(): Promise<SystemStatus>;
}

async function checkSystem(app: FastifyInstance): Promise<SystemStatus> {
  const [channels, databaseAnswers] = await Promise.all([
    checkChannels(app.config, app.devices.status(), () => socialMediaState(app)),
    app.database.ping(),
  ]);
  return {
    centralEccAvailable: app.database.migrated && databaseAnswers,
    sirenAlarmAvailable: channels.SIRENS === 'AVAILABLE',
    channels,
  };
}

/**
 * Checks the central system and every channel every CHANNEL_CHECK_SECONDS, one round after the other,
 * and publishes the status on the `system` topic whenever a value changes. Stops when the app closes.
 */
export function startSystemMonitor(app: FastifyInstance): SystemMonitor {
  let latest: Promise<SystemStatus> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const round = (previous: SystemStatus | undefined): Promise<SystemStatus> => {
    const next = (last: SystemStatus | undefined) => {
      if (stopped) return;
      timer = setTimeout(() => round(last), app.config.CHANNEL_CHECK_SECONDS * 1000);
      timer.unref();
    };
    latest = checkSystem(app);
    latest.then(
      (status) => {
        if (!stopped && previous && !isDeepStrictEqual(previous, status)) app.live.publish('system', status);
        next(status);
      },
      (err: unknown) => {
        app.log.warn({ err }, 'system status check failed');
        next(previous);
      },
    );
    return latest;
  };

  app.addHook('onReady', async () => {
    round(undefined);
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    // A round still waiting for a gateway ends within its timeout; the database must outlive it.
    await latest?.catch(() => undefined);
  });
  return { latest: () => latest ?? round(undefined) };
}
