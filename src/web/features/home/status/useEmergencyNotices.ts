import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardKeys } from '../dashboardApi.ts';
import { systemKeys } from './systemStatusQueries.ts';

// Query keys of what an operator watches: wake-ups and banner belong to their own features.
const WAKEUPS = ['wakeups'];
const BANNER = ['banner'];
const ENTERED = 'emergency-mode-entered';
const RECOVERED = 'emergency-mode-recovered';

/**
 * SPEC.md §4 "Emergency mode": on entering and on recovery the events and wake-ups are reloaded, on
 * recovery the banner and the channel states too, and a notice says so each time.
 */
export function useEmergencyNotices(emergencyMode: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const previous = useRef(emergencyMode);
  useEffect(() => {
    if (previous.current === emergencyMode) return;
    previous.current = emergencyMode;
    const reload = [dashboardKeys.all, WAKEUPS, ...(emergencyMode ? [] : [BANNER, systemKeys.status])];
    for (const queryKey of reload) void queryClient.invalidateQueries({ queryKey });
    // The notice of entering stays until the system is back; then the notice of recovery replaces it.
    notifications.hide(emergencyMode ? RECOVERED : ENTERED);
    notifications.show({
      id: emergencyMode ? ENTERED : RECOVERED,
      color: emergencyMode ? 'red' : 'green',
      title: t(emergencyMode ? 'dashboard.emergency.enteredTitle' : 'dashboard.emergency.recoveredTitle'),
      message: t(emergencyMode ? 'dashboard.emergency.entered' : 'dashboard.emergency.recovered'),
      autoClose: emergencyMode ? false : 8_000,
    });
  }, [emergencyMode, queryClient, t]);
}
