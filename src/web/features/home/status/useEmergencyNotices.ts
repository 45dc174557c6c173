import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardKeys } from '../dashboardApi.ts';
import { type CentralSystemState, systemKeys } from './systemStatusQueries.ts';

/** Why the console is in emergency mode. */
export type Outage = Exclude<CentralSystemState, 'available'>;

// Query keys of what an operator watches: wake-ups and banner belong to their own features.
const WAKEUPS = ['wakeups'];
const BANNER = ['banner'];
const ENTERED = 'emergency-mode-entered';
const RECOVERED = 'emergency-mode-recovered';

const ENTERED_TEXTS: Record<Outage, { title: string; message: string }> = {
  serverUnreachable: { title: 'dashboard.emergency.enteredTitle', message: 'dashboard.emergency.entered' },
  databaseDown: {
    title: 'dashboard.emergency.databaseDownTitle',
    message: 'dashboard.emergency.databaseDown',
  },
};

/**
 * SPEC.md §4 "Emergency mode": on entering and on recovery the events and wake-ups are reloaded, on
 * recovery the banner and the channel states too, and a notice says so each time (naming the cause).
 */
export function useEmergencyNotices(outage: Outage | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const previous = useRef(outage);
  useEffect(() => {
    const before = previous.current;
    if (before === outage) return;
    previous.current = outage;
    const entered = outage ? ENTERED_TEXTS[outage] : null;
    // The cause changed during the outage (the server stopped too, say): the notice tells the new one.
    if (before && entered) {
      notifications.update({ id: ENTERED, title: t(entered.title), message: t(entered.message) });
      return;
    }
    const reload = [dashboardKeys.all, WAKEUPS, ...(entered ? [] : [BANNER, systemKeys.status])];
    for (const queryKey of reload) void queryClient.invalidateQueries({ queryKey });
    // The notice of entering stays until the system is back; then the notice of recovery replaces it.
    notifications.hide(entered ? RECOVERED : ENTERED);
    notifications.show({
      id: entered ? ENTERED : RECOVERED,
      color: entered ? 'red' : 'green',
      title: t(entered ? entered.title : 'dashboard.emergency.recoveredTitle'),
      message: t(entered ? entered.message : 'dashboard.emergency.recovered'),
      autoClose: entered ? false : 8_000,
    });
  }, [outage, queryClient, t]);
}
