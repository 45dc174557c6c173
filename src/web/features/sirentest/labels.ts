import type { TFunction } from 'i18next';
import { type Language, STATE_CH } from '../../../domain/session.ts';
import { localeOf } from '../../shell/timeZone.ts';

/** The year of a test day for dated titles; 20XX while no test is known (SPEC.md §4). */
export const yearOf = (testDate: string | null | undefined) => testDate?.slice(0, 4) ?? '20XX';

/**
 * A share in per cent with one decimal in the console language's way ("97.4 %", "97,4 %"), the sign kept on the
 * number's line; a dash when none.
 */
export function shareText(share: number | null, language: Language): string {
  if (share === null) return '–';
  const number = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${number.format(share)}\u00a0%`;
}

/** The share of sirens that answered, as the progress line shows it: whole when whole ("100"), else "99.6". */
export const answeredText = (share: number | null) =>
  share === null ? '–' : Number.isInteger(share) ? String(share) : share.toFixed(1);

/** A canton's code, or "Switzerland" for the national figure. */
export const cantonText = (stateCode: string, t: TFunction) =>
  stateCode === STATE_CH ? t('sirenTest.national') : stateCode;
