import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../../domain/session.ts';

const LOCALES = join(import.meta.dirname, '..');

/**
 * Every whole key of the given areas written in quotes (`'events.detail.back'`) in the source files of
 * `folders` (tests left out), plus the `generated` keys that code builds from codes at run time.
 */
export function usedKeys(folders: readonly string[], areas: readonly string[], generated: readonly string[]) {
  const quoted = new RegExp(`'((?:${areas.join('|')})\\.[a-zA-Z.]+[a-zA-Z])'`, 'g');
  const written = folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .flatMap((name) => [...readFileSync(join(folder, name), 'utf8').matchAll(quoted)].map((m) => m[1]!)),
  );
  return [...new Set([...written, ...generated])].sort();
}

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

/** The keys that have no text in the language's locale file (a counted text has its `_other` form). */
export function missingKeys(language: Language, keys: readonly string[]): string[] {
  const texts: unknown = JSON.parse(readFileSync(join(LOCALES, `${language}.json`), 'utf8'));
  return keys.filter(
    (key) => typeof lookup(texts, key) !== 'string' && typeof lookup(texts, `${key}_other`) !== 'string',
  );
}
