import { useQueryClient } from '@tanstack/react-query';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';
import { eventKeys } from './eventsApi.ts';

/**
 * Keeps every events query of the page current: any change on the `events` topic refetches them, and so
 * does every (re)connection, since messages may have been missed meanwhile.
 */
export function useEventsLiveRefresh() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: eventKeys.all });
  useLiveTopic('events', refresh);
  useLiveConnected(refresh);
}
