/** The dissemination channels of the channel status tooltip (SPEC.md §2), in the order it lists them. */
export const CHANNELS = ['ICARO', 'SIRENS', 'ALERTSWISS', 'KSP_SYNC', 'TWITTER'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * AVAILABLE and UNAVAILABLE come from a check of the component behind the channel; DISABLED means the
 * channel is switched off or not connected in this installation, so nothing is expected of it.
 */
export const CHANNEL_STATES = ['AVAILABLE', 'UNAVAILABLE', 'DISABLED'] as const;
export type ChannelState = (typeof CHANNEL_STATES)[number];

/** Answer of GET {SCC}/system/status (SPEC.md §3 "Channel status" plus each channel's state). */
export interface SystemStatus {
  centralEccAvailable: boolean;
  sirenAlarmAvailable: boolean;
  channels: Record<Channel, ChannelState>;
}

/**
 * Degraded mode: the console works, but at least one channel that should carry messages cannot. A
 * disabled channel does not count: switching a channel off is a decision, not a failure.
 */
export function isDegraded(status: Pick<SystemStatus, 'channels'>): boolean {
  return CHANNELS.some((channel) => status.channels[channel] === 'UNAVAILABLE');
}
