import type { MessageType } from './events.ts';
import type { Language, OperationMode } from './session.ts';

/** The CAP 1.2 `category` values; an event type of the text catalogue carries one of them. */
export const CAP_CATEGORIES = [
  'Geo',
  'Met',
  'Safety',
  'Security',
  'Rescue',
  'Fire',
  'Health',
  'Env',
  'Transport',
  'Infra',
  'CBRNE',
  'Other',
] as const;
export type CapCategory = (typeof CAP_CATEGORIES)[number];

/** CAP 1.2 values that follow from the console's message type (DOMAIN.md "Message levels"). */
export interface CapLevel {
  severity: 'Extreme' | 'Severe' | 'Moderate' | 'Minor' | 'Unknown';
  urgency: 'Immediate' | 'Expected' | 'Future' | 'Past' | 'Unknown';
  certainty: 'Observed' | 'Likely' | 'Possible' | 'Unlikely' | 'Unknown';
}

export const CAP_LEVEL: Record<MessageType, CapLevel> = {
  ALARM: { severity: 'Severe', urgency: 'Immediate', certainty: 'Observed' },
  WARNING: { severity: 'Moderate', urgency: 'Expected', certainty: 'Likely' },
  INFORMATION: { severity: 'Minor', urgency: 'Future', certainty: 'Possible' },
  TEST: { severity: 'Unknown', urgency: 'Unknown', certainty: 'Unknown' },
};

/**
 * CAP 1.2 values of an all-clear, whatever the level of the message it calls off: no action is needed any
 * more (Past), minimal threat left (Minor), and the end of the danger is established (Observed).
 */
export const ALL_CLEAR_LEVEL: CapLevel = { severity: 'Minor', urgency: 'Past', certainty: 'Observed' };

/** An EXERCISE message is marked in its CAP status and in every headline, so no consumer mistakes it. */
export function capStatusOf(mode: OperationMode): 'Actual' | 'Exercise' {
  return mode === 'EXERCISE' ? 'Exercise' : 'Actual';
}

export const EXERCISE_MARK: Record<Language, string> = {
  de: 'ÜBUNG',
  fr: 'EXERCICE',
  it: 'ESERCITAZIONE',
  en: 'EXERCISE',
};

export function capHeadline(headline: string, language: Language, mode: OperationMode): string {
  return mode === 'EXERCISE' ? `${EXERCISE_MARK[language]} – ${headline}` : headline;
}

/** RFC 5646 tag of a console language in Switzerland. */
export function capLanguage(language: Language): string {
  return `${language}-CH`;
}
