import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../domain/session.ts';
import { debugModeOf } from './debugMode.ts';
import { sideMenuShown } from './side-menu/useSideMenu.ts';
import { localeOf, warnOnTimeZoneMismatch, zurichClock } from './timeZone.ts';

afterEach(() => vi.restoreAllMocks());

describe('debug mode', () => {
  it('is switched by ?debug=1 and ?debug=0 and otherwise remembered by the tab', () => {
    expect(debugModeOf('1', null)).toBe(true);
    expect(debugModeOf('0', '1')).toBe(false);
    expect(debugModeOf(null, '1')).toBe(true);
    expect(debugModeOf(null, null)).toBe(false);
    expect(debugModeOf('yes', null)).toBe(false);
  });
});

describe('side menu per URL', () => {
  it('follows ?sidemenu= first, then the route', () => {
    expect(sideMenuShown(true, '0', true)).toBe(false);
    expect(sideMenuShown(true, '1', false)).toBe(true);
    expect(sideMenuShown(true, null, false)).toBe(false);
    expect(sideMenuShown(true, 'x', true)).toBe(true);
  });

  it('never shows for a user who has no side menu', () => {
    expect(sideMenuShown(false, '1', true)).toBe(false);
  });
});

describe('time', () => {
  it('shows Swiss time whatever zone the browser is in, summer and winter', () => {
    expect(zurichClock(new Date('2026-01-15T12:00:05Z'), 'de-CH').time).toBe('13:00:05');
    expect(zurichClock(new Date('2026-07-15T12:00:05Z'), 'de-CH').time).toBe('14:00:05');
    expect(zurichClock(new Date('2026-07-15T23:30:00Z'), 'de-CH').date).toContain('16.07.2026');
  });

  it('writes the date as the rest of the console does (27.11.2026) in every language', () => {
    const friday = new Date('2026-11-27T09:05:03Z');
    const dateIn = (language: Language) => zurichClock(friday, localeOf(language)).date;
    expect(dateIn('de')).toBe('Fr., 27.11.2026');
    expect(dateIn('fr')).toBe('ven., 27.11.2026');
    expect(dateIn('it')).toBe('ven 27.11.2026');
    expect(dateIn('en')).toBe('Fri, 27.11.2026');
  });

  it('warns when the browser runs in another time zone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(warnOnTimeZoneMismatch('Europe/Zurich')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(warnOnTimeZoneMismatch('America/New_York')).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('America/New_York'));
  });
});
