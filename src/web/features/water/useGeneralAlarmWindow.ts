import { type Dam, GENERAL_ALARM_WINDOW_HOURS } from '../../../domain/water.ts';
import { useServerDeadline } from '../../api/useServerDeadline.ts';

/** When the dam's last general alarm leaves the window (epoch ms on the server's clock); null without one. */
export function generalAlarmWindowEnd(dam: Dam): number | null {
  return dam.lastGeneralAlarm
    ? Date.parse(dam.lastGeneralAlarm.startedAt) + GENERAL_ALARM_WINDOW_HOURS * 3_600_000
    : null;
}

/**
 * The dam as it stands now: the server named its last general alarm within GENERAL_ALARM_WINDOW_HOURS when
 * it answered, but a page left open outlives that window. The moment the window ends (server clock), the
 * alarm is dropped, so the panel's line goes and the warning (on the page and in the question) comes back
 * without a reload.
 */
export function useGeneralAlarmWindow(dam: Dam | undefined): Dam | undefined {
  const ended = useServerDeadline(dam ? generalAlarmWindowEnd(dam) : null);
  return dam && ended ? { ...dam, lastGeneralAlarm: null } : dam;
}
