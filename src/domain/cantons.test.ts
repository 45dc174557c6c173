import { describe, expect, it } from 'vitest';
import { CANTON_CODES, CANTONS, cantonByBfs, cantonByCode, isCantonCode, SWITZERLAND } from './cantons.ts';

describe('cantons', () => {
  it('lists the 26 cantons in the order of their BFS numbers', () => {
    expect(CANTONS).toHaveLength(26);
    CANTONS.forEach((canton, index) => {
      expect(canton.bfsNumber).toBe(index + 1);
      expect(canton.code).toBe(CANTON_CODES[index]);
    });
    expect(cantonByBfs(1)?.code).toBe('ZH');
    expect(cantonByBfs(10)?.code).toBe('FR');
    expect(cantonByBfs(26)?.code).toBe('JU');
  });

  it('finds no canton for numbers outside 1–26', () => {
    for (const number of [0, 27, -1, 1.5, Number.NaN]) expect(cantonByBfs(number)).toBeUndefined();
  });

  it('accepts only canton codes, not CH nor lower case', () => {
    expect(isCantonCode('GE')).toBe(true);
    expect(isCantonCode('CH')).toBe(false);
    expect(isCantonCode('ge')).toBe(false);
    expect(isCantonCode(1)).toBe(false);
  });

  it('names every canton in the four console languages', () => {
    for (const { name } of [...CANTONS, SWITZERLAND]) {
      for (const language of ['de', 'fr', 'it', 'en'] as const) expect(name[language]).toBeTruthy();
    }
    expect(cantonByCode('GR').name).toEqual({
      de: 'Graubünden',
      fr: 'Grisons',
      it: 'Grigioni',
      en: 'Grisons',
    });
    expect(cantonByCode('BS').name.en).toBe('Basel-City');
  });

  it('knows the language regions', () => {
    const speaking = (language: string) =>
      CANTONS.filter((c) => (c.languages as readonly string[]).includes(language)).map((c) => c.code);
    expect(speaking('fr')).toEqual(['BE', 'FR', 'VD', 'VS', 'NE', 'GE', 'JU']);
    expect(speaking('it')).toEqual(['GR', 'TI']);
    expect(speaking('rm')).toEqual(['GR']);
    expect(cantonByCode('ZH').languages).toEqual(['de']);
  });
});
