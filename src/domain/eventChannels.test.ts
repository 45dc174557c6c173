import { describe, expect, it } from 'vitest';
import { channelOutages } from './eventChannels.ts';

const allAvailable = {
  ICARO: 'AVAILABLE',
  SIRENS: 'AVAILABLE',
  ALERTSWISS: 'AVAILABLE',
  KSP_SYNC: 'AVAILABLE',
  TWITTER: 'AVAILABLE',
} as const;

describe('channel outages of an event', () => {
  it('names only the chosen channels that cannot carry, sirens first as in the editor', () => {
    const channels = { sirens: 'GENERAL_ALARM', publicApp: true, icaro: true, socialMedia: false } as const;
    const states = {
      ...allAvailable,
      SIRENS: 'UNAVAILABLE',
      ALERTSWISS: 'DISABLED',
      TWITTER: 'UNAVAILABLE',
    } as const;
    expect(channelOutages(channels, states)).toEqual([
      { channel: 'SIRENS', state: 'UNAVAILABLE' },
      { channel: 'ALERTSWISS', state: 'DISABLED' },
    ]);
    expect(channelOutages(channels, allAvailable)).toEqual([]);
    expect(channelOutages({ ...channels, sirens: null }, states)).toEqual([
      { channel: 'ALERTSWISS', state: 'DISABLED' },
    ]);
  });
});
