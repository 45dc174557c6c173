import { useQueryClient } from '@tanstack/react-query';
import { CHANNEL_STATES, CHANNELS, type SystemStatus } from '../../../../domain/systemStatus.ts';
import { useLiveConnected, useLiveTopic } from '../../../live/LiveContext.ts';
import { systemKeys } from './systemStatusQueries.ts';

/** Whether a live payload is a whole system status (anything else is ignored, not half applied). */
export function isSystemStatus(payload: unknown): payload is SystemStatus {
  if (typeof payload !== 'object' || payload === null) return false;
  const status = payload as Partial<SystemStatus>;
  return (
    typeof status.centralEccAvailable === 'boolean' &&
    typeof status.sirenAlarmAvailable === 'boolean' &&
    typeof status.channels === 'object' &&
    status.channels !== null &&
    CHANNELS.every((channel) => CHANNEL_STATES.includes(status.channels![channel]))
  );
}

/** Takes each status the server publishes on topic `system`; reads it again on every (re)connection. */
export function useSystemStatusLiveSync() {
  const queryClient = useQueryClient();
  useLiveTopic('system', (payload) => {
    if (isSystemStatus(payload)) queryClient.setQueryData(systemKeys.status, payload);
  });
  useLiveConnected(() => void queryClient.invalidateQueries({ queryKey: systemKeys.status }));
}
