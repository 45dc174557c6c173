import type { EventHistoryEntry } from '../../../../domain/eventApi.ts';
import { type ChannelOutage, EVENT_CHANNELS, type EventChannel } from '../../../../domain/eventChannels.ts';

const OUTAGE_STATES: Partial<Record<EventHistoryEntry['action'], ChannelOutage['state']>> = {
  CHANNEL_UNAVAILABLE: 'UNAVAILABLE',
  CHANNEL_DISABLED: 'DISABLED',
};

function isEventChannel(code: string | null): code is EventChannel {
  return EVENT_CHANNELS.some((channel) => channel === code);
}

/** The outages the timeline recorded with each publication, oldest first (they follow its PUBLISHED line). */
function outagesByPublication(history: EventHistoryEntry[]): ChannelOutage[][] {
  const publications: ChannelOutage[][] = [];
  for (const entry of history) {
    const state = OUTAGE_STATES[entry.action];
    if (entry.action === 'PUBLISHED') publications.push([]);
    else if (state && isEventChannel(entry.detail))
      publications.at(-1)?.push({ channel: entry.detail, state });
  }
  return publications;
}

/**
 * The chosen channels that did not carry the message in force, with why, as the timeline recorded them: the
 * outages of the latest publication, and for the sirens those of the first (the only one that sounds them).
 * Empty before the first publication.
 */
export function channelsNotCarried(history: EventHistoryEntry[]): Map<EventChannel, ChannelOutage['state']> {
  const publications = outagesByPublication(history);
  const sirens = (publications[0] ?? []).filter((outage) => outage.channel === 'SIRENS');
  const others = (publications.at(-1) ?? []).filter((outage) => outage.channel !== 'SIRENS');
  return new Map([...sirens, ...others].map(({ channel, state }) => [channel, state]));
}
