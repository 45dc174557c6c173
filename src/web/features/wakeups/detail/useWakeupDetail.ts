import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/ApiProvider.tsx';
import { wakeupCalls, wakeupKeys } from '../wakeupsApi.ts';

/** One wake-up as the server shows it to the user (404 when it does not exist or is not theirs to see). */
export function useWakeupDetail(id: number) {
  const api = useApi();
  return useQuery({ queryKey: wakeupKeys.detail(id), queryFn: () => wakeupCalls.detail(api, id) });
}
