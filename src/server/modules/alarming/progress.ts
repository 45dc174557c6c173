import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AlarmProgress, SirenResultChange } from '../../../domain/alarming.ts';
import { sirenAlarms } from '../../db/schema/index.ts';
import { notifyChannelTestOf } from '../channeltest/notices.ts';
import { notifySirenTestOf } from '../sirentest/notices.ts';
import { notSirenTest } from './queries.ts';
import { emptyTotals, totalsOf } from './taskQueries.ts';

/** At most this many `alarms/progress` messages per alarm task and second (per console server). */
const PROGRESS_PER_SECOND = 10;
const INTERVAL_MS = 1000 / PROGRESS_PER_SECOND;
const QUIET_MS = 60_000;
const RETRY_MS = 1_000;

/** Tells the consoles how alarm tasks progress, throttled per task; the last change is always sent. */
export interface AlarmProgressPublisher {
  /** Results of a task changed (or its status did: `changes` may be empty); call after the commit. */
  changed(alarmId: number, changes: readonly SirenResultChange[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    alarmProgress: AlarmProgressPublisher;
  }
}

interface Pending {
  changes: Map<number, SirenResultChange>;
  lastSentAt: number;
  timer: NodeJS.Timeout | null;
  /** The task's messages go out one after the other: the last one sent, or being sent. */
  sending: Promise<void>;
}

async function progressOf(app: FastifyInstance, alarmId: number, changes: SirenResultChange[]) {
  const [alarm] = await app.database.db
    .select({
      mode: sirenAlarms.operationMode,
      status: sirenAlarms.status,
      finishedAt: sirenAlarms.finishedAt,
      stateCodes: sirenAlarms.stateCodes,
    })
    .from(sirenAlarms)
    .where(and(eq(sirenAlarms.id, alarmId), notSirenTest));
  // The siren test's task is followed on the topic `sirentest` (notifySirenTestOf), not as an alarm.
  if (!alarm) return null;
  const totals = (await totalsOf(app.database.db, [alarmId])).get(alarmId) ?? emptyTotals();
  const payload: AlarmProgress = {
    alarmId,
    operationMode: alarm.mode,
    status: alarm.status,
    finishedAt: alarm.finishedAt?.toISOString() ?? null,
    totals,
    changes,
  };
  return { payload, states: alarm.stateCodes };
}

/**
 * Decorates the app with `alarmProgress`: each task's changes are gathered and sent at most
 * PROGRESS_PER_SECOND times a second, with the totals read when sent, to the consoles of the task's mode
 * and cantons. Throttling is per server; every server sends what it stored.
 */
export function registerAlarmProgress(app: FastifyInstance) {
  const pending = new Map<number, Pending>();
  let closed = false;

  // A message reads the status and totals when its turn comes. Sent side by side, a message still waiting
  // for the database could go out after a later one, and a console would take a siren's older state
  // (SOUNDING after FINISHED) for its last.
  const flush = (alarmId: number) => {
    const entry = pending.get(alarmId);
    if (!entry || closed) return;
    entry.timer = null;
    entry.sending = entry.sending.then(() => send(alarmId, entry));
  };

  const send = async (alarmId: number, entry: Pending) => {
    if (closed) return;
    entry.lastSentAt = Date.now();
    const changes = [...entry.changes.values()];
    entry.changes.clear();
    try {
      const progress = await progressOf(app, alarmId, changes);
      if (progress)
        app.live.publish('alarms/progress', progress.payload, {
          states: progress.states,
          operationMode: progress.payload.operationMode,
        });
      await notifyChannelTestOf(app, alarmId);
      await notifySirenTestOf(app, alarmId);
    } catch (err) {
      app.log.warn({ err, alarmId }, 'alarm progress not published');
      // The changes go with the task's next message, or with a retry once the database answers again.
      for (const change of changes)
        if (!entry.changes.has(change.sirenId)) entry.changes.set(change.sirenId, change);
      entry.timer ??= setTimeout(() => flush(alarmId), RETRY_MS);
      entry.timer.unref();
    }
  };

  // Tasks quiet for a while are forgotten: a later change of theirs starts afresh.
  const forgetQuiet = (now: number) => {
    for (const [id, entry] of pending)
      if (!entry.timer && entry.changes.size === 0 && now - entry.lastSentAt > QUIET_MS) pending.delete(id);
  };

  const changed = (alarmId: number, changes: readonly SirenResultChange[]) => {
    if (closed) return;
    forgetQuiet(Date.now());
    const entry = pending.get(alarmId) ?? {
      changes: new Map(),
      lastSentAt: 0,
      timer: null,
      sending: Promise.resolve(),
    };
    pending.set(alarmId, entry);
    for (const change of changes) entry.changes.set(change.sirenId, change);
    if (entry.timer) return;
    const wait = Math.max(0, entry.lastSentAt + INTERVAL_MS - Date.now());
    entry.timer = setTimeout(() => flush(alarmId), wait);
    entry.timer.unref();
  };

  app.decorate('alarmProgress', { changed } satisfies AlarmProgressPublisher);
  app.addHook('onClose', async () => {
    closed = true;
    for (const entry of pending.values()) if (entry.timer) clearTimeout(entry.timer);
    pending.clear();
  });
}
