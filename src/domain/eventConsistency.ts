import type { ConsistencyWarning, EventContent, LanguageTexts } from './eventContent.ts';
import type { Language } from './session.ts';

/**
 * A number or time as written: digit groups joined by one separator (decimal point or comma, thousands
 * apostrophe or space, time colon, "h" or point, date slash). Written forms of one value differ by
 * language ("14:30", "14.30", "14h30"; "1,5" and "1.5"; "1'000" and "1 000"), so they compare by digits.
 */
const NUMBER = /\d+(?:(?:[.,:/'’\u00A0\u202F]|\s?h\s?|\s(?=\d{3}(?!\d)))\d+)*/g;

interface WrittenNumber {
  digits: string;
  written: string;
}

function numbersIn(text: string): WrittenNumber[] {
  return [...text.matchAll(NUMBER)].map(([written]) => ({ digits: written.replace(/\D/g, ''), written }));
}

function allTexts(texts: LanguageTexts): string[] {
  return [texts.title, texts.description, ...texts.impacts, ...texts.instructions];
}

function hasTexts(texts: LanguageTexts | undefined): texts is LanguageTexts {
  return texts !== undefined && allTexts(texts).some((text) => text.trim() !== '');
}

/** Numbers written in `a` whose digits do not appear in `b`, in their written form, each once. */
function missingFrom(a: WrittenNumber[], b: WrittenNumber[]): string[] {
  const present = new Set(b.map((n) => n.digits));
  return [...new Set(a.filter((n) => !present.has(n.digits)).map((n) => n.written))];
}

function filledInstructions(texts: LanguageTexts): number {
  return texts.instructions.filter((instruction) => instruction.trim() !== '').length;
}

function compare(
  reference: [Language, LanguageTexts],
  other: [Language, LanguageTexts],
): ConsistencyWarning[] {
  const [refLanguage, refTexts] = reference;
  const [language, texts] = other;
  const warnings: ConsistencyWarning[] = [];
  const refNumbers = allTexts(refTexts).flatMap(numbersIn);
  const numbers = allTexts(texts).flatMap(numbersIn);
  const differing = [...missingFrom(refNumbers, numbers), ...missingFrom(numbers, refNumbers)];
  if (differing.length > 0) {
    const detail = differing.join(', ');
    warnings.push({
      messageKey: 'events.warnings.numbersDiffer',
      languages: [refLanguage, language],
      detail,
    });
  }
  const [refCount, count] = [filledInstructions(refTexts), filledInstructions(texts)];
  if (refCount !== count) {
    warnings.push({
      messageKey: 'events.warnings.instructionCountDiffers',
      languages: [refLanguage, language],
      detail: `${refCount} ≠ ${count}`,
    });
  }
  return warnings;
}

/**
 * Where the languages of a message disagree, each chosen language compared with the primary one (or the
 * first language with texts when the primary has none): numbers or times written in one but not the other,
 * and a different count of behaviour instructions. Languages without any text are left to the completeness
 * check. A warning never blocks submit; the operator decides.
 */
export function consistencyWarnings(content: EventContent): ConsistencyWarning[] {
  const written = content.languages
    .map((language) => [language, content.texts[language]] as const)
    .filter((entry): entry is [Language, LanguageTexts] => hasTexts(entry[1]));
  const reference = written.find(([language]) => language === content.primaryLanguage) ?? written[0];
  if (!reference) return [];
  return written.filter((entry) => entry !== reference).flatMap((entry) => compare(reference, entry));
}
