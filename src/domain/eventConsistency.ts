import {
  type ConsistencyWarning,
  type EventContent,
  isBlankItem,
  type LanguageTexts,
} from './eventContent.ts';
import type { Language } from './session.ts';

/**
 * A number or time as written: digit groups joined by one separator (decimal point or comma, thousands
 * apostrophe or space, time colon, "h" or point, date slash). Written forms of one value differ by
 * language ("14:30", "14.30", "14h30"; "1,5" and "1.5"; "1'000" and "1 000"), so they compare by digits,
 * and a time of day also by the time it names ("16 Uhr", "16h", "ore 16" and "16:00" are one time).
 */
const NUMBER = /\d+(?:(?:[.,:/'’\u00A0\u202F]|\s?h\s?|\s(?=\d{3}(?!\d)))\d+)*/g;

/** A time of day as digits and a separator: "16:00", "16.00", "16h00", "16 h 00". */
const CLOCK_TIME = /^(\d{1,2})(?:[:.]|\s?h\s?)(\d{2})$/;
/** What marks a bare number after it as an hour: "16 Uhr", "16h", "16 heures", "16 o'clock", "4 pm". */
const HOUR_WORD_AFTER = /^\s?(?:(uhr|h|heures?|hrs?|o['’]clock)|([ap])\.?m\.?)(?![\p{L}\d])/iu;
/** What marks a bare number before it as an hour: "ore 16". */
const HOUR_WORD_BEFORE = /(?<![\p{L}])ore\s$/iu;

interface WrittenNumber {
  written: string;
  /** What it may stand for: its digits, and the time of day when it writes one ("t16:00"). */
  values: string[];
}

function timeKey(hours: number, minutes: number): string | null {
  if (hours > 23 || minutes > 59) return null;
  return `t${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The time of day a number writes, from its own separator or the word beside it ("16 Uhr", "ore 16", "4 pm"). */
function timeOf(written: string, before: string, after: string): string | null {
  const clock = CLOCK_TIME.exec(written);
  const marker = HOUR_WORD_AFTER.exec(after);
  const meridiem = marker?.[2]?.toLowerCase();
  const [hours, minutes] = clock ? [Number(clock[1]), Number(clock[2])] : [Number(written), 0];
  if (meridiem)
    return hours >= 1 && hours <= 12 ? timeKey((hours % 12) + (meridiem === 'p' ? 12 : 0), minutes) : null;
  if (clock) return timeKey(hours, minutes);
  const bareHour = /^\d{1,2}$/.test(written) && (marker !== null || HOUR_WORD_BEFORE.test(before));
  return bareHour ? timeKey(hours, 0) : null;
}

function numbersIn(text: string): WrittenNumber[] {
  return [...text.matchAll(NUMBER)].map((match) => {
    const [written] = match;
    const start = match.index;
    const time = timeOf(written, text.slice(0, start), text.slice(start + written.length));
    const digits = written.replace(/\D/g, '');
    return { written, values: time ? [digits, time] : [digits] };
  });
}

function allTexts(texts: LanguageTexts): string[] {
  return [texts.title, texts.description, ...texts.impacts, ...texts.instructions];
}

function hasTexts(texts: LanguageTexts | undefined): texts is LanguageTexts {
  return texts !== undefined && allTexts(texts).some((text) => text.trim() !== '');
}

/** Numbers written in `a` that stand for nothing written in `b`, in their written form, each once. */
function missingFrom(a: WrittenNumber[], b: WrittenNumber[]): string[] {
  const present = new Set(b.flatMap((n) => n.values));
  return [...new Set(a.filter((n) => !n.values.some((v) => present.has(v))).map((n) => n.written))];
}

/** The instructions a language says something in: a blank one is none (a message never shows it). */
function filledInstructions(texts: LanguageTexts): number {
  return texts.instructions.filter((instruction) => !isBlankItem(instruction)).length;
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
