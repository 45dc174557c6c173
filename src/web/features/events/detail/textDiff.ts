import { diffWordsWithSpace } from 'diff';
import type { EventContent, LanguageTexts } from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';

/** A run of words that stayed, came in, or went out between two versions. */
export interface DiffPart {
  kind: 'same' | 'inserted' | 'deleted';
  text: string;
}

export const DIFF_FIELDS = ['title', 'description', 'impacts', 'instructions'] as const;
export type DiffField = (typeof DIFF_FIELDS)[number];

/** The word-level difference of two texts (whitespace kept, so line breaks read as written). */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((change) => ({
    kind: change.added ? 'inserted' : change.removed ? 'deleted' : 'same',
    text: change.value,
  }));
}

function fieldText(texts: LanguageTexts | undefined, field: DiffField): string {
  if (!texts) return '';
  if (field === 'title' || field === 'description') return texts[field];
  // Numbered like the message shows them, one per line, so that an inserted instruction reads as one.
  return texts[field].map((item, index) => `${index + 1}. ${item}`).join('\n');
}

/** Each text field of one language compared between two versions' contents; `changed` tells whether any part moved. */
export function contentDiff(
  before: EventContent,
  after: EventContent,
  language: Language,
): { field: DiffField; parts: DiffPart[]; changed: boolean }[] {
  return DIFF_FIELDS.map((field) => {
    const parts = wordDiff(fieldText(before.texts[language], field), fieldText(after.texts[language], field));
    return { field, parts, changed: parts.some((part) => part.kind !== 'same') };
  });
}
