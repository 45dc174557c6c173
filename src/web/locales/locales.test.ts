import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_LINKS, resourceTitleKey, SCREENS, screenTitleKey } from '../../domain/navigation.ts';
import { PROFILE_NAMES } from '../../domain/permissions.ts';
import { MENU_GROUPS, RESOURCES } from '../../domain/resources/index.ts';
import { LANGUAGES } from '../../domain/session.ts';
import { followsFrenchSpacing, hasStraightApostrophe } from '../../domain/typography.ts';
import { VALIDATION_KEYS } from '../../domain/validationText.ts';
import { PLATFORM_KEYS } from '../../server/http/problem.ts';
import { sourceFiles, sourceTextsOf } from './sourceTexts.ts';

const LOCALES_DIR = import.meta.dirname;
const WEB_DIR = join(LOCALES_DIR, '..');

type Tree = { [key: string]: string | Tree };

function localeFile(language: string): string {
  return join(LOCALES_DIR, `${language}.json`);
}

function readLanguage(language: string): Tree {
  return JSON.parse(readFileSync(localeFile(language), 'utf8'));
}

/** The areas of a language: the top-level keys of its file (`banner`, `menu`, `shell`, …). */
function areasOf(language: string): string[] {
  return Object.keys(readLanguage(language)).sort();
}

/** Every leaf of a locale tree as `a.b.c` → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [k, v] of flatten(value, path)) leaves.set(k, v);
  }
  return leaves;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const catalogues = new Map(
  LANGUAGES.map((language) => {
    return [language, flatten(readLanguage(language))] as const;
  }),
);

function catalogueOf(language: (typeof LANGUAGES)[number]): Map<string, string> {
  return catalogues.get(language) ?? new Map<string, string>();
}

/** The keys of a language as the sources use them: `rows_one` and `rows_other` are the key `rows`. */
function baseKeysOf(language: (typeof LANGUAGES)[number]): Set<string> {
  return new Set([...catalogueOf(language).keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

const baseKeys = new Map(LANGUAGES.map((language) => [language, baseKeysOf(language)] as const));

function missingIn(keys: Iterable<string>): string[] {
  return [...new Set(keys)].flatMap((key) =>
    LANGUAGES.filter((language) => !baseKeys.get(language)?.has(key)).map(
      (language) => `${language}: ${key}`,
    ),
  );
}

function prefixMissingIn(prefixes: Iterable<string>): string[] {
  return [...new Set(prefixes)].flatMap((prefix) =>
    LANGUAGES.filter(
      (language) => ![...catalogueOf(language).keys()].some((k) => k.startsWith(`${prefix}.`)),
    ).map((language) => `${language}: ${prefix}.*`),
  );
}

const sources = sourceFiles(WEB_DIR).map((path) => ({
  path: relative(WEB_DIR, path),
  ...sourceTextsOf(path),
}));

describe('locale files', () => {
  it('exist as one file per language with the same areas in de, fr, it and en', () => {
    for (const language of LANGUAGES) expect(existsSync(localeFile(language)), language).toBe(true);
    const [first, ...others] = LANGUAGES.map(areasOf);
    for (const areas of others) expect(areas).toEqual(first);
  });

  it.each(LANGUAGES)('hold an object of texts under every area (%s)', (language) => {
    for (const [area, texts] of Object.entries(readLanguage(language))) {
      expect(typeof texts, `${language}: ${area}`).toBe('object');
    }
  });

  it('hold every key of every language, plural forms included, none of them empty', () => {
    const allKeys = new Set(LANGUAGES.flatMap((language) => [...catalogueOf(language).keys()]));
    const missing = LANGUAGES.flatMap((language) =>
      [...allKeys].filter((key) => !catalogueOf(language).has(key)).map((key) => `${language}: ${key}`),
    );
    expect(missing.sort()).toEqual([]);
    const empty = LANGUAGES.flatMap((language) =>
      [...catalogueOf(language)]
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => `${language}: ${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('set French punctuation with a no-break space before : ; ? ! and inside « »', () => {
    const faults = [...catalogueOf('fr')]
      .filter(([, text]) => !followsFrenchSpacing(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(faults).toEqual([]);
  });

  it.each(['fr', 'it'] as const)('write the apostrophe as ’ in %s, never as a straight quote', (language) => {
    const straight = [...catalogueOf(language)]
      .filter(([, text]) => hasStraightApostrophe(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(straight).toEqual([]);
  });

  it.each(LANGUAGES)(
    'give a counted text every plural form of the language (%s), never "1 Einträge"',
    (language) => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const keys = [...catalogueOf(language).keys()];
      const counted = new Set(
        keys.filter((key) => PLURAL_SUFFIX.test(key)).map((k) => k.replace(PLURAL_SUFFIX, '')),
      );
      const missing = [...counted].flatMap((key) =>
        categories.filter((category) => !keys.includes(`${key}_${category}`)).map((c) => `${key}_${c}`),
      );
      expect(missing).toEqual([]);
    },
  );
});

describe('texts used by the web sources', () => {
  it('exist in every language for every literal key', () => {
    expect(missingIn(sources.flatMap((s) => s.keys))).toEqual([]);
  });

  it('exist in every language for every key built at run time', () => {
    expect(prefixMissingIn(sources.flatMap((s) => s.keyPrefixes))).toEqual([]);
  });

  it('come from the locale files, never written into components', () => {
    expect(sources.flatMap((s) => s.hardCoded.map((text) => `${s.path}: ${text}`))).toEqual([]);
  });
});

describe('texts of the navigation model and the server', () => {
  it('exist for every menu group, subgroup, data page, screen and home link', () => {
    const keys = [
      ...Object.entries(MENU_GROUPS).flatMap(([group, subgroups]) => [
        `menu.groups.${group}`,
        ...subgroups.map((s) => `menu.subgroups.${group}.${s}`),
      ]),
      ...RESOURCES.map(resourceTitleKey),
      ...SCREENS.map(screenTitleKey),
      ...HOME_LINKS.map((link) => `menu.homeLinks.${link.key}`),
    ];
    expect(missingIn(keys)).toEqual([]);
  });

  it('exist for every profile and language name', () => {
    const keys = [
      ...PROFILE_NAMES.map((p) => `shell.profiles.${p}`),
      ...LANGUAGES.map((l) => `shell.language.names.${l}`),
    ];
    expect(missingIn(keys)).toEqual([]);
  });

  it('exist for every problem the platform raises and every validation code', () => {
    expect(missingIn([...Object.values(PLATFORM_KEYS), ...VALIDATION_KEYS])).toEqual([]);
  });
});
