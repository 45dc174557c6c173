import { describe, expect, it } from 'vitest';
import { currencyOf, DEFAULT_SETTINGS, formatMoney, GlobalSettingsSchema } from './globalSettings.ts';

// No screen shows money yet; this is the rule of SPEC.md §9 for the first one that does.
describe('money', () => {
  it('is in CHF for German (Switzerland) and in EUR for every other locale', () => {
    expect(currencyOf('de-CH')).toBe('CHF');
    for (const locale of ['fr-CH', 'it-CH', 'en-GB', 'de-DE']) expect(currencyOf(locale)).toBe('EUR');
    expect(formatMoney(1234.5, 'de-CH')).toMatch(/^CHF\s1.234\.50$/);
    expect(formatMoney(1234.5, 'fr-CH')).toContain('€');
  });
});

describe('global settings', () => {
  it('accept the defaults and refuse a limit outside the bounds or a phone with letters', () => {
    expect(GlobalSettingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
    expect(GlobalSettingsSchema.safeParse({ ...DEFAULT_SETTINGS, imageUploadMaxKb: 5 }).success).toBe(false);
    const phone = { ...DEFAULT_SETTINGS.publicContact, phone: 'call me' };
    expect(GlobalSettingsSchema.safeParse({ ...DEFAULT_SETTINGS, publicContact: phone }).success).toBe(false);
  });
});
