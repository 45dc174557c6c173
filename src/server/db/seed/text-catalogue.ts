import { readFileSync } from 'node:fs';
import { PICTOGRAMS } from '../../../domain/eventContent.ts';
import { LANGUAGES, type Language } from '../../../domain/session.ts';
import type { Tx } from '../client.ts';
import { catalogueEntries, type LocalizedText, pictograms } from '../schema/index.ts';
import { SEED_EVENT_CATEGORIES, SEED_EVENT_TYPES } from './event-types.ts';

type Labels = Record<string, string>;

// The editor's own labels of the pictograms are the behaviour texts' first wording: operators see the same
// names in the editor's pictogram choice and in the catalogue.
function labelsOf(group: 'pictograms'): Record<Language, Labels> {
  const read = (language: Language) => {
    const file = new URL(`../../../web/locales/${language}.json`, import.meta.url);
    return (JSON.parse(readFileSync(file, 'utf8')) as { events: Record<string, Labels> }).events[group] ?? {};
  };
  return Object.fromEntries(LANGUAGES.map((l) => [l, read(l)])) as Record<Language, Labels>;
}

const textOf = (labels: Record<Language, Labels>, code: string): LocalizedText => ({
  de: labels.de[code] ?? code,
  fr: labels.fr[code] ?? code,
  it: labels.it[code] ?? code,
  en: labels.en[code] ?? code,
});

/** Impact texts the editor offers, written for the demo. */
const IMPACTS: { code: string; texts: LocalizedText }[] = [
  {
    code: 'POWER_CUTS',
    texts: {
      de: 'Stromunterbrüche sind möglich.',
      fr: 'Des coupures de courant sont possibles.',
      it: 'Sono possibili interruzioni di corrente.',
      en: 'Power cuts are possible.',
    },
  },
  {
    code: 'ROADS_CLOSED',
    texts: {
      de: 'Strassen können gesperrt werden.',
      fr: 'Des routes peuvent être fermées.',
      it: 'Le strade possono essere chiuse.',
      en: 'Roads may be closed.',
    },
  },
  {
    code: 'HEALTH_RISK',
    texts: {
      de: 'Es besteht eine Gefahr für die Gesundheit.',
      fr: 'Il existe un risque pour la santé.',
      it: 'Sussiste un rischio per la salute.',
      en: 'There is a risk to health.',
    },
  },
];

// A plain demo pictogram per behaviour: a dark-blue tile with the code's initials (checked like an upload).
function demoSvg(code: string): Buffer {
  const initials = code
    .split('_')
    .map((w) => w[0])
    .join('')
    .slice(0, 3);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="10" fill="#1c3f7a"/><text x="32" y="40" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

/** Seed step of the base: categories, types, impact and behaviour texts, the behaviour pictograms. */
export async function insertTextCatalogue({ tx }: { tx: Tx }): Promise<void> {
  const behaviours = labelsOf('pictograms');
  await tx.insert(pictograms).values(
    PICTOGRAMS.map((code) => {
      const image = demoSvg(code);
      return {
        kind: 'behavior' as const,
        code,
        label: textOf(behaviours, code),
        mediaType: 'image/svg+xml' as const,
        image,
        bytes: image.length,
      };
    }),
  );
  await tx.insert(catalogueEntries).values([
    ...SEED_EVENT_CATEGORIES.map((category) => ({ kind: 'eventcategory' as const, ...category })),
    ...SEED_EVENT_TYPES.map((type) => ({ kind: 'eventtype' as const, ...type })),
    ...IMPACTS.map((impact) => ({ kind: 'impact' as const, ...impact })),
    ...PICTOGRAMS.map((code) => ({
      kind: 'behavior' as const,
      code,
      texts: textOf(behaviours, code),
      pictogram: code,
    })),
  ]);
}
