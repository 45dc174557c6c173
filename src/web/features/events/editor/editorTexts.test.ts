import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PICTOGRAMS } from '../../../../domain/eventContent.ts';
import { LANGUAGES } from '../../../../domain/session.ts';
import { missingKeys, usedKeys } from '../../../locales/testing/missingKeys.ts';

const FOLDERS = [import.meta.dirname, join(import.meta.dirname, '../map')];

/** Every whole key written in the editor's and the map's source files, plus the generated label keys. */
const keys = usedKeys(
  FOLDERS,
  ['events', 'area'],
  PICTOGRAMS.map((code) => `events.pictograms.${code}`),
);

describe('texts of the event editor', () => {
  it.each(LANGUAGES)('are all there in %s', (language) => {
    expect(missingKeys(language, keys)).toEqual([]);
  });
});
