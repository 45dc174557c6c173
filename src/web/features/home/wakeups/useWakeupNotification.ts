import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { awaitsReceiver, WAKEUP_STATES, type WakeupNotification } from '../../../../domain/wakeups.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { ECC } from '../../../api/bases.ts';
import type { ApiClient } from '../../../api/http.ts';
import { useMe, usePermissions } from '../../../auth/AuthContext.ts';
import { useLiveConnected, useLiveTopic } from '../../../live/LiveContext.ts';
import { dashboardKeys, FRESH_ON_MOUNT_MS } from '../dashboardApi.ts';

// Under ['wakeups'], so that entering and leaving emergency mode reloads it with the other wake-up data.
export const WAKEUP_NOTIFICATION_KEY = ['wakeups', 'notification'] as const;

/** The read of the wake-up to show, for the hook and for starting it before the first render (prefetchHome.ts). */
export const wakeupNotificationQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: WAKEUP_NOTIFICATION_KEY,
    queryFn: () => api.get<WakeupNotification | null>(`${ECC}/dashboard/wakeup-notification`),
    staleTime: FRESH_ON_MOUNT_MS,
  });

/** Whether a live payload on `wakeups` is a wake-up of this user's operation mode. */
export function isWakeupFor(payload: unknown, operationMode: string): payload is WakeupNotification {
  if (typeof payload !== 'object' || payload === null) return false;
  const wakeup = payload as Partial<WakeupNotification>;
  return (
    typeof wakeup.wakeupId === 'number' &&
    WAKEUP_STATES.includes(wakeup.state as never) &&
    wakeup.operationMode === operationMode &&
    typeof wakeup.subject === 'object' &&
    typeof wakeup.receiverOrganisation === 'string'
  );
}

/**
 * The wake-up the banner shows: the newest one the user's organisation must act on. A live wake-up
 * addressed to it replaces it; any wake-up of the user's mode recounts the dashboard; a (re)connection
 * reads both again.
 */
export function useWakeupNotification(): WakeupNotification | null {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useMe();
  const permitted = usePermissions().has('WAKEUP_VIEW');
  const { data } = useQuery({ ...wakeupNotificationQuery(api), enabled: permitted });
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: WAKEUP_NOTIFICATION_KEY });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.counters });
  };
  useLiveTopic('wakeups', (payload) => {
    if (!isWakeupFor(payload, me.operationMode)) return;
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.counters });
    if (payload.receiverOrganisation === me.organisation && awaitsReceiver(payload.state)) {
      queryClient.setQueryData(WAKEUP_NOTIFICATION_KEY, { ...payload, wakeupAsReceiver: true });
    } else if (payload.wakeupId === data?.wakeupId) {
      // The shown wake-up was handled: the next one to act on (if any) takes its place.
      reload();
    }
  });
  useLiveConnected(reload);
  return permitted ? (data ?? null) : null;
}
