import type { Language } from '../../domain/session.ts';

/** Every time in the console is shown in this zone, whatever the browser's (SPEC.md §9). */
export const REFERENCE_TIME_ZONE = 'Europe/Zurich';

// Swiss conventions in every language: 27.11.2026, 1’234.5.
const LOCALES: Record<Language, string> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en-CH' };

/** The Intl locale for dates and numbers in a console language. */
export function localeOf(language: Language): string {
  return LOCALES[language];
}

interface ClockFormats {
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
}

// One pair per locale: a formatter's first use loads the locale's and the zone's data (10–20 ms), later
// ones format in microseconds; the header clock formats every second.
const clockFormats = new Map<string, ClockFormats>();

function clockFormatsOf(locale: string): ClockFormats {
  let formats = clockFormats.get(locale);
  if (!formats) {
    const zone = { timeZone: REFERENCE_TIME_ZONE } as const;
    formats = {
      date: new Intl.DateTimeFormat(locale, {
        ...zone,
        weekday: 'short',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat(locale, {
        ...zone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    };
    clockFormats.set(locale, formats);
  }
  return formats;
}

const DATE_PARTS: readonly Intl.DateTimeFormatPartTypes[] = ['day', 'month', 'year'];

/**
 * The clock's date: the weekday as the locale writes it, then the day as the rest of the console writes it
 * (27.11.2026), also where the locale would write 27/11/2026 (it-CH).
 */
function swissDate(format: Intl.DateTimeFormat, instant: Date): string {
  const parts = format.formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const firstDatePart = parts.findIndex((p) => DATE_PARTS.includes(p.type));
  const lead = parts.slice(0, Math.max(firstDatePart, 0));
  const weekday = lead.some((p) => p.type === 'weekday')
    ? lead.map((p) => p.value).join('')
    : `${value('weekday')} `;
  return `${weekday}${value('day')}.${value('month')}.${value('year')}`;
}

/** Date and time of `instant` in Zurich, formatted for the console language. */
export function zurichClock(instant: Date, locale: string): { date: string; time: string } {
  const formats = clockFormatsOf(locale);
  return { date: swissDate(formats.date, instant), time: formats.time.format(instant) };
}

/**
 * Loads the clock's formats of `locale` while the console waits for the network at start (main.tsx), not in
 * the first screen's render (issue 18).
 */
export function prepareZurichClock(locale: string): void {
  zurichClock(new Date(0), locale);
}

/** Warns developers and support when the browser runs in another zone, where local times would mislead. */
export function warnOnTimeZoneMismatch(
  browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): boolean {
  if (browserZone === REFERENCE_TIME_ZONE) return false;
  console.warn(
    `Browser time zone ${browserZone} differs from ${REFERENCE_TIME_ZONE}; times are shown in ${REFERENCE_TIME_ZONE}.`,
  );
  return true;
}
