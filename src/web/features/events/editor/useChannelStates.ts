import type { OperationMode } from '../../../../domain/session.ts';
import type { Channel, ChannelState } from '../../../../domain/systemStatus.ts';
import { useSystemStatus } from '../../home/status/systemStatusQueries.ts';

/**
 * Each channel's state from the system status (the server's last channel checks, which its reach preview
 * and so the submit question read too), kept current by the `system` topic. None in an exercise: it reaches
 * no channel by design, so an outage is nothing to say there (as its submit question says none).
 */
export function useChannelStates(mode: OperationMode): Record<Channel, ChannelState> | null {
  const { data } = useSystemStatus();
  return mode === 'EXERCISE' ? null : (data?.channels ?? null);
}
