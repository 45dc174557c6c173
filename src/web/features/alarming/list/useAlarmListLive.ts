import { useThrottledCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveConnected, useLiveTopic } from '../../../live/LiveContext.ts';
import { alarmKeys } from '../alarmingApi.ts';

// Progress arrives a few times a second per running alarm: the list reads again at most once a second.
const REFRESH_MS = 1_000;

/** Keeps the alarm task list current: progress and count messages refetch it (throttled), so does a reconnection. */
export function useAlarmListLive() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: alarmKeys.list });
  const throttled = useThrottledCallback(refresh, REFRESH_MS);
  useLiveTopic('alarms/progress', throttled);
  useLiveTopic('alarms/count', throttled);
  useLiveConnected(refresh);
}
