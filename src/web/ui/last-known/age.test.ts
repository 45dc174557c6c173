import { describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/session.ts';
import { ageText } from './age.ts';

const now = Date.parse('2026-11-24T10:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
// French and Italian put no-break spaces between number and unit.
const age = (seconds: number, language: Language) => ageText(ago(seconds), now, language).replace(/\s/g, ' ');

describe('age of a report', () => {
  it('reads in the console language', () => {
    expect(age(180, 'de')).toBe('vor 3 Min.');
    expect(age(180, 'fr')).toBe('il y a 3 min');
    expect(age(180, 'it')).toBe('3 min fa');
    expect(age(180, 'en')).toBe('3 min ago');
  });

  it('counts minutes, then hours, then days', () => {
    expect(age(20, 'de')).toBe('jetzt');
    expect(age(59 * 60, 'en')).toBe('59 min ago');
    expect(age(2 * 3600 + 5, 'en')).toBe('2 hr ago');
    expect(age(3 * 86400, 'en')).toBe('3 days ago');
  });

  it('reads a device clock slightly ahead as now', () => {
    expect(age(-30, 'fr')).toBe('maintenant');
  });
});
