import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '../../../domain/session.ts';
import type { ApiClient } from '../../api/http.ts';
import { dashboardQueries } from './dashboardApi.ts';
import { wakeupNotificationQuery } from './wakeups/useWakeupNotification.ts';

/**
 * Starts the reads /home shows first as soon as the user is known, before its first render (App.tsx): they run
 * on the server while the console renders instead of after it (issue 18, the wake-up notice is the largest
 * thing /home paints). The page's hooks take the answers over.
 */
export function prefetchHome(queryClient: QueryClient, api: ApiClient, me: Pick<Me, 'permissions'>) {
  const permissions = new Set(me.permissions);
  if (!permissions.has('HOME_VIEW')) return;
  if (permissions.has('WAKEUP_VIEW')) void queryClient.prefetchQuery(wakeupNotificationQuery(api));
  void queryClient.prefetchQuery(dashboardQueries.events(api));
  void queryClient.prefetchQuery(dashboardQueries.counters(api));
  void queryClient.prefetchQuery(dashboardQueries.states(api));
  void queryClient.prefetchQuery(dashboardQueries.map(api));
}
