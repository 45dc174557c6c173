import type { FastifyInstance } from 'fastify';
import {
  ALARMING_PROBLEMS,
  type AlarmCount,
  isGenericTriggerSignal,
  type SirenSignal,
} from '../../../domain/alarming.ts';
import type { EventArea } from '../../../domain/eventContent.ts';
import { type OperationMode, STATE_CH } from '../../../domain/session.ts';
import type { AuditActor } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { ProblemError } from '../../http/problem.ts';
import { activeAlarmCountsByState } from './queries.ts';
import { sirensOfArea } from './targets.ts';
import { createAlarmTask } from './tasks.ts';

export interface SirenAlarmStart {
  eventId: number;
  operationMode: OperationMode;
  signal: SirenSignal;
  /** The event's area: its sirens sound. */
  area: EventArea;
  /** The event's affected cantons: the alarm counts for them even where no siren stands. */
  stateCodes: string[];
}

/**
 * Every path but the dam's refuses the water alarm (409): the HTTP trigger and repeat, and an event's
 * publication (also one submitted with it before the rule). Only water/commands.ts sounds it, through
 * `triggerAlarm`, in the transaction that checks the dam's lock (ADR 0031).
 */
export function assertGenericSignal(signal: SirenSignal) {
  if (!isGenericTriggerSignal(signal)) throw new ProblemError(409, ALARMING_PROBLEMS.waterAlarmViaDam);
}

/**
 * Starts the alarm task of an event's first publication with sirens, in the caller's transaction: every
 * siren inside the event's area (or its cantons, without a drawn area) is commanded. It stays active for
 * the signal's repeat window. After the commit call `dispatchAlarm`, then `publishAlarmCount`.
 */
export async function startSirenAlarm(
  tx: Tx,
  actor: AuditActor,
  alarm: SirenAlarmStart,
): Promise<{ id: number }> {
  assertGenericSignal(alarm.signal);
  const sirens = await sirensOfArea(tx, alarm.area, alarm.signal);
  return createAlarmTask(tx, actor, {
    eventId: alarm.eventId,
    operationMode: alarm.operationMode,
    signal: alarm.signal,
    target: { kind: 'event', eventId: alarm.eventId },
    sirens,
    stateCodes: [...alarm.stateCodes, ...sirens.map((siren) => siren.stateCode)],
  });
}

// Per console app: the count publishes of this process, one after the other.
const countsInOrder = new WeakMap<FastifyInstance, Promise<void>>();

/**
 * Publishes the active alarm count of one operation mode on `alarms/count`: the national count to the
 * consoles seeing every canton, each canton's own count to that canton's consoles. Then re-arms the
 * timer that publishes again when the next alarm runs out. Publishes of one process go out in the order
 * they were asked for, each reading the count when its turn comes: a start's count not awaited cannot
 * overtake the count of a stop right after it.
 */
export function publishAlarmCount(app: FastifyInstance, operationMode: OperationMode): Promise<void> {
  const next = (countsInOrder.get(app) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      await publishCounts(app, operationMode);
      await app.alarmExpiry.rearm();
    });
  countsInOrder.set(app, next);
  return next;
}

/** The count messages alone, without re-arming the timer (the timer itself calls this). */
export async function publishCounts(app: FastifyInstance, operationMode: OperationMode): Promise<void> {
  const counts = await activeAlarmCountsByState(app.database.db, operationMode);
  for (const [state, count] of counts) {
    const payload: AlarmCount = { operationMode, state, count };
    // `states: []` reaches only the national room; a canton's rooms get that canton's message.
    app.live.publish('alarms/count', payload, {
      states: state === STATE_CH ? [] : [state],
      operationMode,
    });
  }
}
