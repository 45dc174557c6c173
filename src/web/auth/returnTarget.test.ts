import { describe, expect, it } from 'vitest';
import { safeTarget, targetOf } from './returnTarget.ts';

describe('target across the login round trip', () => {
  it('keeps path, query and fragment of the page the user asked for', () => {
    expect(targetOf({ pathname: '/data/sirens', search: '?sidemenu=0', hash: '#top' })).toBe(
      '/data/sirens?sidemenu=0#top',
    );
  });

  it('never comes back to the login callback itself', () => {
    expect(targetOf({ pathname: '/auth/callback', search: '?code=x&state=y', hash: '' })).toBe('/');
  });

  it('accepts only paths of our own origin as the place to return to', () => {
    expect(safeTarget('/events?dialog1=helpselection')).toBe('/events?dialog1=helpselection');
    expect(safeTarget('//evil.example/x')).toBe('/');
    expect(safeTarget('https://evil.example/')).toBe('/');
    expect(safeTarget('/\\evil.example')).toBe('/');
    expect(safeTarget(undefined)).toBe('/');
    expect(safeTarget({ target: '/home' })).toBe('/');
  });
});
