import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../domain/session.ts';
import { GRID_TEXT_KEYS } from './gridTexts.ts';

const LOCALES = join(import.meta.dirname, '../../../locales');
// Words French writes as English does.
const SAME_IN_ENGLISH = new Set(['Page']);

describe("the grid's own texts", () => {
  it.each(LANGUAGES)('exist for every text the grid shows (%s)', (language) => {
    const texts = JSON.parse(readFileSync(join(LOCALES, `${language}.json`), 'utf8')).data.gridText;
    expect(GRID_TEXT_KEYS.filter((key) => typeof texts[key] !== 'string')).toEqual([]);
  });

  it('are the console’s words, not the grid’s English defaults, in de, fr and it', () => {
    const english = JSON.parse(readFileSync(join(LOCALES, 'en.json'), 'utf8')).data.gridText;
    for (const language of ['de', 'fr', 'it']) {
      const texts = JSON.parse(readFileSync(join(LOCALES, `${language}.json`), 'utf8')).data.gridText;
      const same = GRID_TEXT_KEYS.filter(
        (key) =>
          texts[key] === english[key] && !SAME_IN_ENGLISH.has(texts[key]) && /\p{L}{3,}/u.test(texts[key]),
      );
      expect(same, language).toEqual([]);
    }
  });
});
