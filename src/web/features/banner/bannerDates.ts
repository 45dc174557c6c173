import { REFERENCE_TIME_ZONE } from '../../shell/timeZone.ts';

const FORMAT = new Intl.DateTimeFormat('de-CH', {
  timeZone: REFERENCE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A banner time as `dd.MM.yyyy HH:mm` in Swiss time (SPEC.md §9), whatever the console language. */
export function formatBannerDate(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    FORMAT.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}
