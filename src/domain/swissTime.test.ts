import { describe, expect, it } from 'vitest';
import { formatSwissTime } from './swissTime.ts';

describe('a time as the console writes it', () => {
  it('writes dd.MM.yyyy HH:mm in Swiss time, summer and winter, across the new year', () => {
    expect(formatSwissTime(new Date('2026-07-01T06:05:00Z'))).toBe('01.07.2026 08:05');
    expect(formatSwissTime(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027 00:30');
    // Midnight is 00, never 24.
    expect(formatSwissTime(new Date('2026-11-22T23:00:59Z'))).toBe('23.11.2026 00:00');
  });

  it('adds the seconds when asked, cut, not rounded', () => {
    expect(formatSwissTime(new Date('2026-11-23T13:02:31.987Z'), true)).toBe('23.11.2026 14:02:31');
    expect(formatSwissTime(new Date('2026-07-01T06:05:09Z'), true)).toBe('01.07.2026 08:05:09');
  });
});
