import type { OperationMode } from './session.ts';

/** The siren signals an alarm sounds (DOMAIN.md "Siren signals"); the all-clear is never given by siren. */
export const SIREN_SIGNALS = ['GENERAL_ALARM', 'WATER_ALARM'] as const;
export type SirenSignal = (typeof SIREN_SIGNALS)[number];

/** A siren alarm counts as active for the repeat window of its signal: the signal is repeated within it. */
export const ALARM_REPEAT_WINDOW_MINUTES = 5;

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
