import { describe, expect, it } from 'vitest';
import {
  type BannerTexts,
  bannerEditStatus,
  bannerProblems,
  emptyPerLanguage,
  stripStateNamespace,
  textIn,
  withoutNewlines,
} from './banner.ts';

const valid = (): BannerTexts => ({
  title: { ...emptyPerLanguage(), de: 'Sirenentest' },
  subtitle: { ...emptyPerLanguage(), de: 'Am Mittwoch um 13.30 Uhr' },
  url: { ...emptyPerLanguage(), de: 'https://www.alert.swiss' },
  primaryLanguage: 'de',
});

describe('bannerProblems', () => {
  it('accepts the three primary fields filled and the other languages empty', () => {
    expect(bannerProblems(valid())).toEqual([]);
  });

  it('asks for title, subtitle and URL in the primary language only', () => {
    expect(bannerProblems({ ...valid(), primaryLanguage: 'fr' })).toEqual([
      { path: 'title.fr', messageKey: 'banner.validation.titleMissing' },
      { path: 'subtitle.fr', messageKey: 'banner.validation.subtitleMissing' },
      { path: 'url.fr', messageKey: 'banner.validation.urlMissing' },
    ]);
    const blank = valid();
    blank.title.de = '   ';
    expect(bannerProblems(blank)).toEqual([
      { path: 'title.de', messageKey: 'banner.validation.titleMissing' },
    ]);
  });

  it('holds the limits 35, 75 and 200 in every language', () => {
    const texts = valid();
    texts.title.it = 'x'.repeat(35);
    texts.subtitle.en = 'y'.repeat(75);
    texts.url.fr = `https://a.ch/${'p'.repeat(187)}`;
    expect(bannerProblems(texts)).toEqual([]);
    texts.title.it += 'x';
    texts.subtitle.en += 'y';
    texts.url.fr += 'p';
    expect(bannerProblems(texts).map((p) => [p.path, p.messageKey, p.params?.max])).toEqual([
      ['title.it', 'banner.validation.tooLong', 35],
      ['subtitle.en', 'banner.validation.tooLong', 75],
      ['url.fr', 'banner.validation.tooLong', 200],
    ]);
  });

  it.each([
    'www.alert.swiss',
    'alert swiss',
    'ftp://alert.swiss',
    'https://',
    'https://alert .swiss',
    'https://a.ch/"><svg/onload=alert(1)>',
    "https://a.ch/x'onmouseover='alert(1)",
    'https://a.ch"onload=x',
    'https://a.ch/<script>',
    'javascript:alert(1)//https://a.ch',
  ])('refuses the URL %s', (url) => {
    const texts = valid();
    texts.url.en = url;
    expect(bannerProblems(texts)).toEqual([{ path: 'url.en', messageKey: 'banner.validation.urlPattern' }]);
  });

  it.each([
    'https://www.alert.swiss',
    'http://localhost:8080/x?y=1#z',
    'https://www.bevoelkerungsschutz.ch/de/',
  ])('accepts the URL %s', (url) => {
    const texts = valid();
    texts.url.de = url;
    expect(bannerProblems(texts)).toEqual([]);
  });

  it('refuses line breaks', () => {
    const texts = valid();
    texts.subtitle.fr = 'deux\r\nlignes';
    expect(bannerProblems(texts)).toEqual([{ path: 'subtitle.fr', messageKey: 'banner.validation.newline' }]);
    expect(withoutNewlines('a\nb\r\nc\rd')).toBe('a b c d');
  });
});

describe('banner states', () => {
  it('strips the namespace on write and knows only ACTIVE and NOT_ACTIVE', () => {
    expect(stripStateNamespace('BannerState.ACTIVE')).toBe('ACTIVE');
    expect(stripStateNamespace('NOT_ACTIVE')).toBe('NOT_ACTIVE');
    expect(stripStateNamespace('BannerState.REVOKED')).toBeNull();
  });

  it('names the four headings: new, active edited, active unchanged, revoked', () => {
    const banner = { state: 'NOT_ACTIVE', bannerAction: null, edited: false } as const;
    expect(bannerEditStatus(banner, true)).toBe('new');
    expect(bannerEditStatus({ ...banner, state: 'ACTIVE', bannerAction: 'EDIT' }, false)).toBe(
      'activeUnchanged',
    );
    expect(bannerEditStatus({ ...banner, state: 'ACTIVE', bannerAction: 'EDIT' }, true)).toBe('activeEdited');
    expect(bannerEditStatus({ state: 'ACTIVE', bannerAction: 'EDIT', edited: true }, false)).toBe(
      'activeEdited',
    );
    expect(bannerEditStatus({ ...banner, bannerAction: 'REVOKE' }, false)).toBe('revoked');
  });

  it('falls back to the primary language for an empty text', () => {
    expect(textIn({ de: 'Titel', fr: '', it: 'Titolo', en: '' }, 'fr', 'de')).toBe('Titel');
    expect(textIn({ de: 'Titel', fr: '', it: 'Titolo', en: '' }, 'it', 'de')).toBe('Titolo');
  });
});
