import { useQueryClient } from '@tanstack/react-query';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';
import { wakeupKeys } from './wakeupsApi.ts';

/** Keeps every wake-ups query current: a notice on `wakeups` or a (re)connection refetches them. */
export function useWakeupsLiveRefresh() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: wakeupKeys.all });
  useLiveTopic('wakeups', refresh);
  useLiveConnected(refresh);
}
