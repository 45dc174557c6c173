import { describe, expect, it } from 'vitest';
import type { EventHistoryEntry } from '../../../../domain/eventApi.ts';
import { channelsNotCarried } from './channelsNotCarried.ts';

let nextId = 1;
const line = (action: EventHistoryEntry['action'], detail: string | null = null): EventHistoryEntry => ({
  id: nextId++,
  at: '2026-11-23T15:20:00.000Z',
  userName: 'zh.operator2',
  action,
  fromState: null,
  toState: null,
  detail,
});

describe('channels that did not carry the message', () => {
  it('are none before the first publication', () => {
    expect(channelsNotCarried([line('CREATE'), line('SUBMIT')]).size).toBe(0);
  });

  it('are those the latest publication missed, and the sirens the first one missed', () => {
    const history = [
      line('APPROVE'),
      line('PUBLISHED', '1'),
      line('CHANNEL_UNAVAILABLE', 'SIRENS'),
      line('CHANNEL_DISABLED', 'ALERTSWISS'),
      line('REQUEST_UPDATE'),
      line('APPROVE'),
      // The update reached Alertswiss again, but not the radio; it sounds no siren.
      line('PUBLISHED', '2'),
      line('CHANNEL_UNAVAILABLE', 'ICARO'),
    ];
    expect(Object.fromEntries(channelsNotCarried(history))).toEqual({
      SIRENS: 'UNAVAILABLE',
      ICARO: 'UNAVAILABLE',
    });
  });

  it('read a timeline written before the approval came first (outages follow their publication)', () => {
    const history = [line('PUBLISHED', '1'), line('CHANNEL_DISABLED', 'ICARO'), line('APPROVE')];
    expect(Object.fromEntries(channelsNotCarried(history))).toEqual({ ICARO: 'DISABLED' });
  });
});
