import type { Language } from '../../../domain/session.ts';
import { localeOf } from '../../shell/timeZone.ts';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/**
 * How long ago a report came, in words of the console's language ("vor 3 Min.", "il y a 3 min"): seconds
 * under a minute read "now", then whole minutes, hours or days. A device clock slightly ahead reads "now".
 */
export function ageText(at: string, now: number, language: Language): string {
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto', style: 'short' });
  const seconds = Math.max(0, Math.floor((now - Date.parse(at)) / 1000));
  if (seconds < 60) return format.format(0, 'second');
  const [unit, size] = STEPS.findLast(([, step]) => seconds >= step) ?? ['minute', 60];
  return format.format(-Math.floor(seconds / size), unit);
}
