import { z } from 'zod';
import { CANTON_CODES } from './cantons.ts';
import { RowIdSchema } from './keys.ts';
import type { OperationMode } from './session.ts';

/** The siren signals an alarm sounds (DOMAIN.md "Siren signals"); the all-clear is never given by siren. */
export const SIREN_SIGNALS = ['GENERAL_ALARM', 'WATER_ALARM'] as const;
export type SirenSignal = (typeof SIREN_SIGNALS)[number];

/**
 * The signals the generic siren-alarm trigger sounds. The water alarm is not among them: only its dam's
 * page sounds it (water.ts), while the dam is unlocked, on its near zone (DOMAIN.md "Who triggers").
 */
export const GENERIC_TRIGGER_SIGNALS = ['GENERAL_ALARM'] as const satisfies readonly SirenSignal[];
export const isGenericTriggerSignal = (signal: SirenSignal): boolean =>
  (GENERIC_TRIGGER_SIGNALS as readonly SirenSignal[]).includes(signal);

/** What a device can be told to sound: the alarm signals plus the siren test's signal. */
export const DEVICE_SIGNALS = [...SIREN_SIGNALS, 'TEST_SIGNAL'] as const;
export type DeviceSignal = (typeof DEVICE_SIGNALS)[number];

/** How long a siren sounds each signal (DOMAIN.md): general alarm 1 min; water alarm 12 × 20 s, 10 s apart. */
export const SIGNAL_SECONDS: Record<DeviceSignal, number> = {
  GENERAL_ALARM: 60,
  WATER_ALARM: 12 * 20 + 11 * 10,
  TEST_SIGNAL: 60,
};

export { ALARM_REPEAT_WINDOW_MINUTES } from './alarmWindow.ts';

/**
 * Live message of topic `alarms/count`: the active siren alarms of one operation mode touching `state`
 * (CH: all of them). A console uses the message of its own scope: CH when it sees all cantons, else its
 * territory.
 */
export interface AlarmCount {
  operationMode: OperationMode;
  state: string;
  count: number;
}

/**
 * Where one siren stands in an alarm: commanded → acknowledged → sounding → finished, or failed (a fault)
 * or no answer (nothing heard by the deadline, after the retries). Out-of-service sirens are skipped.
 */
export const SIREN_RESULT_STATES = [
  'COMMANDED',
  'ACKNOWLEDGED',
  'SOUNDING',
  'FINISHED',
  'FAILED',
  'NO_ANSWER',
  'SKIPPED',
] as const;
export type SirenResultState = (typeof SIREN_RESULT_STATES)[number];

/** States after which nothing more is expected of the siren in this alarm. */
export const FINAL_RESULT_STATES: readonly SirenResultState[] = [
  'FINISHED',
  'FAILED',
  'NO_ANSWER',
  'SKIPPED',
];

/** An alarm task runs until every siren has a final state, or until it is stopped. */
export const ALARM_TASK_STATUSES = ['RUNNING', 'FINISHED', 'STOPPED'] as const;
export type AlarmTaskStatus = (typeof ALARM_TASK_STATUSES)[number];

/** The radio path a siren answered over (the device protocol's bearers). */
export const SIREN_BEARERS = ['POLYCOM', 'RDS', 'MOBILE'] as const;
export type SirenBearer = (typeof SIREN_BEARERS)[number];

/** The most sirens one alarm task names one by one (the largest canton has about 700). */
export const MAX_TARGET_SIRENS = 2_000;
export const MAX_TARGET_GROUPS = 200;

/** What an alarm task sounds: chosen sirens, siren groups, whole cantons, or the sirens in an event's area. */
export const AlarmTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sirens'), sirenIds: z.array(RowIdSchema).min(1).max(MAX_TARGET_SIRENS) }),
  z.object({ kind: z.literal('groups'), groupIds: z.array(RowIdSchema).min(1).max(MAX_TARGET_GROUPS) }),
  z.object({
    kind: z.literal('cantons'),
    stateCodes: z.array(z.enum(CANTON_CODES)).min(1).max(CANTON_CODES.length),
  }),
  z.object({ kind: z.literal('event'), eventId: RowIdSchema }),
]);
export type AlarmTarget = z.infer<typeof AlarmTargetSchema>;

/** POST {SCC}/alarming/sirenalarms: trigger an alarm task in the caller's operation mode. */
export const AlarmTaskCreateSchema = z.object({
  signal: z.enum(SIREN_SIGNALS),
  target: AlarmTargetSchema,
});
export type AlarmTaskCreate = z.infer<typeof AlarmTaskCreateSchema>;

/** Count of sirens per result state; every state is present (zero included). */
export type ResultTotals = Record<SirenResultState, number>;

/** One alarm task as lists show it. */
export interface AlarmTaskSummary {
  id: number;
  eventId: number | null;
  operationMode: OperationMode;
  signal: SirenSignal;
  target: AlarmTarget;
  /** The groups a `groups` target names, as named now (a group deleted since is missing); else empty. */
  targetGroups: { id: number; name: string; stateCode: string }[];
  stateCodes: string[];
  sirenCount: number;
  status: AlarmTaskStatus;
  startedBy: string;
  startedAt: string;
  stoppedBy: string | null;
  stoppedAt: string | null;
  finishedAt: string | null;
  /** The alarm task this one repeats. */
  repeatOf: number | null;
  totals: ResultTotals;
}

/**
 * What the reader of an alarm task's detail may do with it, as the server's stop and repeat decide: the
 * web offers only these.
 */
export interface AlarmTaskRights {
  /**
   * The stop would go ahead: the reader may trigger alarms, the task runs, and every siren it commanded
   * stands within the reader's territory.
   */
  mayStop: boolean;
  /** The stop of the running task is refused only because it commanded sirens in other cantons. */
  stopOutsideTerritory: boolean;
  /** The repeat would go ahead: the reader may trigger alarms and its target lies within their territory. */
  mayRepeat: boolean;
  /** The repeat is refused only because its target reaches cantons outside the reader's territory. */
  repeatOutsideTerritory: boolean;
}

/** One alarm task with its totals per canton and per bearer (GET {SCC}/alarming/sirenalarms/{id}). */
export interface AlarmTaskDetail extends AlarmTaskSummary, AlarmTaskRights {
  byCanton: { stateCode: string; totals: ResultTotals }[];
  byBearer: { bearer: SirenBearer | null; totals: ResultTotals }[];
  /** How many sirens really sounded their horn (always 0 for an EXERCISE). */
  hornsSounded: number;
  /**
   * The event whose area the task sounds, only when the reader may open that event (the event page's own
   * rule: an update may have taken their canton out of its area); null otherwise. Its link leads there.
   */
  openableEventId: number | null;
}

/** One siren's line in an alarm task (GET {SCC}/alarming/sirenalarms/{id}/sirens). */
export interface SirenResult {
  sirenId: number;
  sirenCode: string;
  sirenName: string;
  stateCode: string;
  municipality: string;
  east: number;
  north: number;
  deviceId: string;
  state: SirenResultState;
  /** Fault code of a failed siren (or of a skipped one: OUT_OF_SERVICE). */
  faultCode: string | null;
  bearer: SirenBearer | null;
  /** How often the trigger was sent (1 unless retried). */
  attempts: number;
  horn: boolean;
  updatedAt: string;
}

/** The changed part of a siren's line, as the live message carries it. */
export type SirenResultChange = Pick<
  SirenResult,
  'sirenId' | 'state' | 'faultCode' | 'bearer' | 'attempts' | 'horn' | 'updatedAt'
>;

/**
 * Live message of topic `alarms/progress`: an alarm task's new totals and the sirens that changed since the
 * previous message (sent at most a few times a second per task; `changes` may be empty).
 */
export interface AlarmProgress {
  alarmId: number;
  operationMode: OperationMode;
  status: AlarmTaskStatus;
  /** When the task ended (its last sirens answered or were given up; a stopped task too), ISO; else null. */
  finishedAt: string | null;
  totals: ResultTotals;
  changes: SirenResultChange[];
}

/** Problem keys of the alarming routes (texts under `problems.` in every language). */
export const ALARMING_PROBLEMS = {
  unknownSirens: 'alarming.errors.unknownSirens',
  unknownGroups: 'alarming.errors.unknownGroups',
  unknownEvent: 'alarming.errors.unknownEvent',
  outsideTerritory: 'alarming.errors.outsideTerritory',
  noSirens: 'alarming.errors.noSirens',
  alreadyEnded: 'alarming.errors.alreadyEnded',
  waterAlarmViaDam: 'alarming.errors.waterAlarmViaDam',
  unknownDevice: 'alarming.errors.unknownDevice',
} as const;
