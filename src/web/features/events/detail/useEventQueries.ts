import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/ApiProvider.tsx';
import { eventCalls, eventKeys } from '../eventsApi.ts';

export function useEventDetail(eventId: number) {
  const api = useApi();
  return useQuery({ queryKey: eventKeys.detail(eventId), queryFn: () => eventCalls.detail(api, eventId) });
}

export function useEventHistory(eventId: number) {
  const api = useApi();
  return useQuery({ queryKey: eventKeys.history(eventId), queryFn: () => eventCalls.history(api, eventId) });
}

export function useEventVersions(eventId: number) {
  const api = useApi();
  return useQuery({
    queryKey: eventKeys.versions(eventId),
    queryFn: () => eventCalls.versions(api, eventId),
  });
}
