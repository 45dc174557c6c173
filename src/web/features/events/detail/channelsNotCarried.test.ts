import { describe, expect, it } from 'vitest';
import { historyEntry } from '../testing/eventFixtures.ts';
import { channelsNotCarried } from './channelsNotCarried.ts';

describe('channels that did not carry the message', () => {
  it('are none before the first publication', () => {
    expect(channelsNotCarried([historyEntry('CREATE'), historyEntry('SUBMIT')]).size).toBe(0);
  });

  it('are those the latest publication missed, and the sirens the first one missed', () => {
    const history = [
      historyEntry('APPROVE'),
      historyEntry('PUBLISHED', '1'),
      historyEntry('CHANNEL_UNAVAILABLE', 'SIRENS'),
      historyEntry('CHANNEL_DISABLED', 'ALERTSWISS'),
      historyEntry('REQUEST_UPDATE'),
      historyEntry('APPROVE'),
      // The update reached Alertswiss again, but not the radio; it sounds no siren.
      historyEntry('PUBLISHED', '2'),
      historyEntry('CHANNEL_UNAVAILABLE', 'ICARO'),
    ];
    expect(Object.fromEntries(channelsNotCarried(history))).toEqual({
      SIRENS: 'UNAVAILABLE',
      ICARO: 'UNAVAILABLE',
    });
  });

  it('read a timeline written before the approval came first (outages follow their publication)', () => {
    const history = [
      historyEntry('PUBLISHED', '1'),
      historyEntry('CHANNEL_DISABLED', 'ICARO'),
      historyEntry('APPROVE'),
    ];
    expect(Object.fromEntries(channelsNotCarried(history))).toEqual({ ICARO: 'DISABLED' });
  });
});
