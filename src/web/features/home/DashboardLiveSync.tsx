import { useQueryClient } from '@tanstack/react-query';
import { applyEventUpdate, type DashboardEvent } from '../../../domain/events.ts';
import { keepAnswer } from '../../api/keepAnswer.ts';
import { useMe } from '../../auth/AuthContext.ts';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';
import { useAlarmCountLiveSync } from './alarmCount.ts';
import { dashboardKeys, isEventUpdateFor } from './dashboardApi.ts';
import { useSystemStatusLiveSync } from './status/useSystemStatusLiveSync.ts';
import { WakeupNotificationBanner } from './wakeups/WakeupNotificationBanner.tsx';

/**
 * Keeps the dashboard events current wherever the user is (home page, header count): a live update
 * replaces, adds or removes one event (SPEC.md §4), and every (re)connection refetches the dashboard,
 * since messages may have been missed meanwhile. The system status and the alarm count follow their own
 * topics the same way.
 * Mounted once by the shell, inside the live connection; it also shows the wake-up notification banner,
 * which follows topic `wakeups`.
 */
export function DashboardLiveSync() {
  const queryClient = useQueryClient();
  const { operationMode } = useMe();
  useLiveTopic('events', (payload) => {
    if (!isEventUpdateFor(payload, operationMode)) return;
    const { operationMode: _, ...update } = payload;
    // A read in flight (the refetch after a reconnection) was sent before this change and would answer the
    // older state after it: it is cancelled, the change applied, and the read sent again.
    const reading = queryClient.isFetching({ queryKey: dashboardKeys.events, exact: true }) > 0;
    void keepAnswer<DashboardEvent[]>(queryClient, dashboardKeys.events, (events) =>
      events ? applyEventUpdate(events, update) : events,
    ).then(() => {
      if (reading) void queryClient.invalidateQueries({ queryKey: dashboardKeys.events, exact: true });
    });
  });
  useLiveConnected(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }));
  useSystemStatusLiveSync();
  useAlarmCountLiveSync();
  return <WakeupNotificationBanner />;
}
