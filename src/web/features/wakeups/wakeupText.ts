import { isLanguage, LANGUAGES } from '../../../domain/session.ts';

type Texts = Record<(typeof LANGUAGES)[number], string>;

/** A text in the reader's language, else the first language that has one. */
export function textIn(texts: Texts, language: string): string {
  const own = isLanguage(language) ? texts[language] : '';
  return own || LANGUAGES.map((l) => texts[l]).find(Boolean) || '';
}
