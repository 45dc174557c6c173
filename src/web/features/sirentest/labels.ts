import type { TFunction } from 'i18next';
import { STATE_CH } from '../../../domain/session.ts';

/** The year of a test day for dated titles; 20XX while no test is known (SPEC.md §4). */
export const yearOf = (testDate: string | null | undefined) => testDate?.slice(0, 4) ?? '20XX';

/** A share in per cent with one decimal, as the operators read it ("97.4 %"); a dash when none. */
export const shareText = (share: number | null) => (share === null ? '–' : `${share.toFixed(1)} %`);

/** The share of sirens that answered, as the progress line shows it: whole when whole ("100"), else "99.6". */
export const answeredText = (share: number | null) =>
  share === null ? '–' : Number.isInteger(share) ? String(share) : share.toFixed(1);

/** A canton's code, or "Switzerland" for the national figure. */
export const cantonText = (stateCode: string, t: TFunction) =>
  stateCode === STATE_CH ? t('sirenTest.national') : stateCode;
