import { describe, expect, it } from 'vitest';
import {
  CHANNEL_STATES,
  CHANNELS,
  type ChannelState,
  isDegraded,
  type SystemStatus,
} from './systemStatus.ts';

const all = (state: ChannelState): SystemStatus['channels'] =>
  Object.fromEntries(CHANNELS.map((c) => [c, state])) as SystemStatus['channels'];

describe('isDegraded', () => {
  it('is false while every channel is available or disabled', () => {
    expect(isDegraded({ channels: all('AVAILABLE') })).toBe(false);
    expect(isDegraded({ channels: all('DISABLED') })).toBe(false);
    expect(isDegraded({ channels: { ...all('AVAILABLE'), TWITTER: 'DISABLED' } })).toBe(false);
  });

  it.each(CHANNELS)('is true as soon as %s is unavailable', (channel) => {
    expect(isDegraded({ channels: { ...all('AVAILABLE'), [channel]: 'UNAVAILABLE' } })).toBe(true);
    expect(isDegraded({ channels: { ...all('DISABLED'), [channel]: 'UNAVAILABLE' } })).toBe(true);
  });

  it('knows three channel states', () => {
    expect(CHANNEL_STATES).toEqual(['AVAILABLE', 'UNAVAILABLE', 'DISABLED']);
  });
});
