import type { EventChannels } from './eventContent.ts';
import type { Channel, ChannelState } from './systemStatus.ts';

/** The dissemination channels an event may choose (KSP sync only keeps the device network in step). */
export const EVENT_CHANNELS = [
  'SIRENS',
  'ALERTSWISS',
  'ICARO',
  'TWITTER',
] as const satisfies readonly Channel[];
export type EventChannel = (typeof EVENT_CHANNELS)[number];

/**
 * The dissemination channel each of an event's channel choices goes out on (sirens ride the device network):
 * the reach preview's outages and the editor's state beside each channel read the same channel.
 */
export const CHANNEL_OF_CHOICE = {
  sirens: 'SIRENS',
  publicApp: 'ALERTSWISS',
  icaro: 'ICARO',
  socialMedia: 'TWITTER',
} as const satisfies Record<keyof EventChannels, EventChannel>;

/** The dissemination channel of each channel a reach preview names (`ReachPreview.channels`). */
export const CHANNEL_OF_REACH = {
  SIRENS: 'SIRENS',
  PUBLIC_APP: 'ALERTSWISS',
  ICARO: 'ICARO',
  SOCIAL_MEDIA: 'TWITTER',
} as const satisfies Record<string, EventChannel>;

/** A chosen channel that will not carry the message: its gateway does not answer, or it is switched off. */
export interface ChannelOutage {
  channel: EventChannel;
  state: Exclude<ChannelState, 'AVAILABLE'>;
}

/**
 * The chosen channels of `channels` that are UNAVAILABLE or DISABLED in `states`, in the editor's order
 * (sirens first); empty when every chosen channel is available.
 */
export function channelOutages(
  channels: EventChannels,
  states: Record<Channel, ChannelState>,
): ChannelOutage[] {
  return (Object.keys(CHANNEL_OF_CHOICE) as (keyof EventChannels)[]).flatMap((choice) => {
    const channel = CHANNEL_OF_CHOICE[choice];
    const state = states[channel];
    return channels[choice] && state !== 'AVAILABLE' ? [{ channel, state }] : [];
  });
}
