import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES, EVENT_TYPE_CODES, PICTOGRAMS } from '../../../../domain/eventContent.ts';
import { LANGUAGES } from '../../../../domain/session.ts';

const LOCALES = join(import.meta.dirname, '../../../locales');
const FOLDERS = [import.meta.dirname, join(import.meta.dirname, '../map')];

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

/** Every whole key written in the editor's and the map's source files, plus the generated label keys. */
function usedKeys(): string[] {
  const sources = FOLDERS.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .map((name) => readFileSync(join(folder, name), 'utf8')),
  );
  const written = sources.flatMap((source) =>
    [...source.matchAll(/'((?:events|area)\.[a-zA-Z.]+[a-zA-Z])'/g)].map((m) => m[1]!),
  );
  const generated = [
    ...EVENT_TYPE_CODES.map((code) => `events.types.${code}`),
    ...EVENT_CATEGORIES.map((code) => `events.categories.${code}`),
    ...PICTOGRAMS.map((code) => `events.pictograms.${code}`),
  ];
  return [...new Set([...written, ...generated])];
}

describe('texts of the event editor', () => {
  it.each(LANGUAGES)('are all there in %s', (language) => {
    const texts: unknown = JSON.parse(readFileSync(join(LOCALES, `${language}.json`), 'utf8'));
    const missing = usedKeys().filter((key) => typeof lookup(texts, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
