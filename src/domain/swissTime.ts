const FORMAT = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the console writes it in every language (SPEC.md §9): `dd.MM.yyyy HH:mm` (or with `:ss`)
 * in Swiss time, whatever the zone of the machine, never 27/11/2026 or a comma before the time.
 */
export function formatSwissTime(instant: Date, withSeconds = false): string {
  const parts = FORMAT.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}${withSeconds ? `:${part('second')}` : ''}`;
  return `${part('day')}.${part('month')}.${part('year')} ${time}`;
}
