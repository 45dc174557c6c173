import { z } from 'zod';
import type { AlarmTaskStatus } from './alarming.ts';
import type { OperationMode } from './session.ts';

/** The three steps of the water alarm below a dam (SPEC.md §2 /water/unlock, /water/alarm, /water/lock). */
export const WATER_STEPS = ['unlock', 'alarm', 'lock'] as const;
export type WaterStep = (typeof WATER_STEPS)[number];

/** i18n key of the refusal when an unlock has no reason. */
export const REASON_REQUIRED_KEY = 'water.errors.reasonRequired';
export const MAX_REASON_LENGTH = 500;

/**
 * How far back a general alarm on a dam's near zone counts as the one its water alarm follows (DOMAIN.md: the
 * water alarm comes always after a general alarm). Older, the population may no longer be sheltering; the
 * console then warns, but never blocks: the dam operator may have to sound at once.
 */
export const GENERAL_ALARM_WINDOW_HOURS = 24;

const reason = z.string().trim().max(MAX_REASON_LENGTH);
// The typed dam name of a LIVE step (strong confirmation); EXERCISE sends none.
const confirmation = z.string().max(200).optional();

/** POST …/unlock: arms the dam's water alarm; the reason is required. */
export const DamUnlockSchema = z
  .object({ reason: reason.optional(), confirmation })
  .refine((body) => !!body.reason, { path: ['reason'], params: { messageKey: REASON_REQUIRED_KEY } });
/** POST …/lock: disarms it; a reason is welcome, not required. */
export const DamLockSchema = z.object({ reason: reason.optional(), confirmation });
/** POST …/alarm: sounds the water alarm on the dam's near zone. */
export const DamAlarmSchema = z.object({ confirmation });
export type DamStepBody = { reason?: string; confirmation?: string };

/** A dam as the water-alarm pages show it, with its state in the caller's operation mode. */
export interface Dam {
  id: number;
  name: string;
  stateCode: string;
  municipality: string;
  /** The siren group of combined sirens below the dam; null when it was removed. */
  nearZone: { groupId: number; name: string; sirenCount: number } | null;
  /** Locked (disarmed) until someone unlocks it; a dam never changed is locked. */
  locked: boolean;
  changedBy: string | null;
  changedAt: string | null;
  reason: string | null;
  /** The siren alarm its last water alarm started. */
  lastAlarmId: number | null;
  /** That alarm's status: while it runs (RUNNING) the dam's water alarm is not triggered again. */
  lastAlarmStatus: AlarmTaskStatus | null;
  /**
   * The newest general alarm (not the siren test's) of the caller's mode that reached a siren of the near zone
   * within GENERAL_ALARM_WINDOW_HOURS; null when none did.
   */
  lastGeneralAlarm: { alarmId: number; startedAt: string; status: AlarmTaskStatus } | null;
}

/** Answer of POST …/alarm: the dam and the alarm task started on its near zone. */
export interface DamAlarmAnswer {
  dam: Dam;
  alarmId: number;
}

/** Live message of topic `water`: a dam's state changed in one operation mode; consoles read it again. */
export interface WaterNotice {
  damId: number;
  stateCode: string;
  operationMode: OperationMode;
}

/** Problem keys of the water-alarm routes (texts under `water.errors` in every language). */
export const WATER_PROBLEMS = {
  unknownDam: 'water.errors.unknownDam',
  alreadyUnlocked: 'water.errors.alreadyUnlocked',
  alreadyLocked: 'water.errors.alreadyLocked',
  damLocked: 'water.errors.damLocked',
  alarmRunning: 'water.errors.alarmRunning',
  noNearZone: 'water.errors.noNearZone',
  confirmationRequired: 'water.errors.confirmationRequired',
  reasonRequired: REASON_REQUIRED_KEY,
} as const;
