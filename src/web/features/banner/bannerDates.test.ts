import { describe, expect, it } from 'vitest';
import { formatBannerDate } from './bannerDates.ts';

describe('formatBannerDate', () => {
  it('writes dd.MM.yyyy HH:mm in Swiss time, summer and winter', () => {
    expect(formatBannerDate(new Date('2026-07-01T06:05:00Z'))).toBe('01.07.2026 08:05');
    expect(formatBannerDate(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027 00:30');
  });
});
