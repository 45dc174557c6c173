// Splits each language file (src/web/locales/<lang>.json, one top-level key per area) into two parts at
// build time: `core`, the areas the shell and the home page show, loaded before the first render, and
// `rest`, every other area, fetched right after it (ADR 0021). An area not named here goes to `rest`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const CORE_AREAS: readonly string[] = [
  'shell',
  'menu',
  'overlays',
  'errors',
  'ui',
  'auth',
  'validation',
  'dashboard',
  'wakeups',
  'monitoring',
  'faults',
  'banner',
  'alarming',
  'help',
  'SidemenuComponent',
];

export const LOCALE_PARTS = ['core', 'rest'] as const;
export type LocalePart = (typeof LOCALE_PARTS)[number];

const PREFIX = 'virtual:locales/';

/** The areas of one language file that belong to `part`. */
export function partOf(texts: Record<string, unknown>, part: LocalePart): Record<string, unknown> {
  const core = new Set(CORE_AREAS);
  return Object.fromEntries(Object.entries(texts).filter(([area]) => core.has(area) === (part === 'core')));
}

/** Vite plugin: `import('virtual:locales/fr/core')` is the core part of fr.json, `…/fr/rest` the rest. */
export function localeParts(localesDir: string): Plugin {
  return {
    name: 'locale-parts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [language, part] = id.slice(PREFIX.length + 1).split('/');
      if (!language || !/^[a-z]{2}$/.test(language) || (part !== 'core' && part !== 'rest')) return null;
      const file = join(localesDir, `${language}.json`);
      this.addWatchFile(file);
      const texts = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(partOf(texts, part))};`;
    },
  };
}
