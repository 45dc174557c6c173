import type { EventContent, LanguageTexts, Pictogram } from '../../../../domain/eventContent.ts';
import { LANGUAGES, type Language } from '../../../../domain/session.ts';

/** The two lists whose rows are shared by every language: row i is the same item in each. */
export type TextList = 'impacts' | 'instructions';

const EMPTY_TEXTS: LanguageTexts = { title: '', description: '', impacts: [], instructions: [] };

/** The texts of one language, empty when the event has none yet. */
export function textsOf(content: EventContent, language: Language): LanguageTexts {
  return content.texts[language] ?? EMPTY_TEXTS;
}

/** `content` with some texts of one language replaced. */
export function withTexts(
  content: EventContent,
  language: Language,
  patch: Partial<LanguageTexts>,
): EventContent {
  return { ...content, texts: { ...content.texts, [language]: { ...textsOf(content, language), ...patch } } };
}

/** How many rows a list has: the longest of the languages. */
export function rowCount(content: EventContent, list: TextList): number {
  return Math.max(0, ...LANGUAGES.map((language) => textsOf(content, language)[list].length));
}

function padded(items: readonly string[], length: number): string[] {
  return Array.from({ length }, (_, index) => items[index] ?? '');
}

/** Adds an empty row to a list in every language (and, for instructions, an empty pictogram). */
export function withRowAdded(content: EventContent, list: TextList): EventContent {
  const length = rowCount(content, list) + 1;
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => {
      const current = textsOf(content, language);
      return [language, { ...current, [list]: padded(current[list], length) }];
    }),
  );
  const pictograms =
    list === 'instructions'
      ? Array.from({ length }, (_, index) => content.pictograms[index] ?? null)
      : content.pictograms;
  return { ...content, texts, pictograms };
}

/** Removes row `index` of a list from every language (and its pictogram), so the rows stay aligned. */
export function withRowRemoved(content: EventContent, list: TextList, index: number): EventContent {
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => {
      const current = textsOf(content, language);
      return [language, { ...current, [list]: current[list].filter((_, i) => i !== index) }];
    }),
  );
  const pictograms =
    list === 'instructions' ? content.pictograms.filter((_, i) => i !== index) : content.pictograms;
  return { ...content, texts, pictograms };
}

/** Changes the text of row `index` of a list in one language. */
export function withRowText(
  content: EventContent,
  language: Language,
  list: TextList,
  index: number,
  text: string,
): EventContent {
  const current = textsOf(content, language);
  const items = padded(current[list], Math.max(current[list].length, index + 1));
  items[index] = text;
  return withTexts(content, language, { [list]: items });
}

/** Sets the pictogram of instruction `index` (shared by every language). */
export function withPictogram(
  content: EventContent,
  index: number,
  pictogram: Pictogram | null,
): EventContent {
  const pictograms = Array.from({ length: Math.max(content.pictograms.length, index + 1) }, (_, i) =>
    i === index ? pictogram : (content.pictograms[i] ?? null),
  );
  return { ...content, pictograms };
}

/**
 * Sets the pictogram of instruction `index` and, in every language the message goes out in whose
 * instruction `index` is still empty, writes the pictogram's standard instruction (`standardText`).
 */
export function withPictogramTexts(
  content: EventContent,
  index: number,
  pictogram: Pictogram,
  standardText: (language: Language) => string,
): EventContent {
  return content.languages.reduce(
    (edited, language) => {
      const current = textsOf(edited, language).instructions[index] ?? '';
      return current.trim() === ''
        ? withRowText(edited, language, 'instructions', index, standardText(language))
        : edited;
    },
    withPictogram(content, index, pictogram),
  );
}
