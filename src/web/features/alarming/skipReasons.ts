import type { TFunction } from 'i18next';
import { faultMessageColumn } from '../../../domain/registry/faultColumns.ts';
import { TAKEN_BY_REAL_ALARM } from '../../../domain/sirenTest.ts';
import { formatValue } from '../data/grid/formatValue.ts';

/**
 * The reasons the server skips a siren with, not device fault codes: out of service, no remote control
 * (tasks.ts), taken over by a real alarm during the siren test (sirentest/alarmGuard.ts).
 */
export const SKIP_REASONS = ['OUT_OF_SERVICE', 'NO_DEVICE', TAKEN_BY_REAL_ALARM];

/**
 * A siren result's fault code as the siren alarm and the siren test show it: a skip reason, or a known device
 * fault in the words of the monitoring (one set of fault texts, `monitoring.faultCodes`); a code the console
 * does not know stays as reported.
 */
export function skipReasonText(code: string | null, t: TFunction): string {
  if (!code) return '';
  return SKIP_REASONS.includes(code)
    ? t(`alarming.skipReasons.${code}`)
    : formatValue(faultMessageColumn, code, t);
}
