import './datesStyles.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n.ts';
import { localeOf } from '../../shell/timeZone.ts';

/** A picker's `YYYY-MM-DD[ HH:mm:ss]` as a date at noon UTC, formatted in UTC: no zone can shift its day. */
function dayOf(value: string): Date {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (value: string) => format.format(dayOf(value));
}

/**
 * The calendar's month and weekday names, its screen-reader labels and the week starting on Monday, in
 * the console's language (Intl), not in the English of the date library the pickers use.
 */
export function useCalendarTexts() {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(() => {
    const locale = localeOf(language);
    const year = formatter(locale, { year: 'numeric' });
    return {
      firstDayOfWeek: 1 as const,
      monthLabelFormat: formatter(locale, { month: 'long', year: 'numeric' }),
      monthsListFormat: formatter(locale, { month: 'short' }),
      weekdayFormat: formatter(locale, { weekday: 'short' }),
      yearLabelFormat: year,
      yearsListFormat: year,
      decadeLabelFormat: (start: string, end: string) => `${year(start)} – ${year(end)}`,
      getDayAriaLabel: formatter(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
      ariaLabels: {
        monthLevelControl: t('dates.chooseMonth'),
        yearLevelControl: t('dates.chooseYear'),
        nextMonth: t('dates.nextMonth'),
        previousMonth: t('dates.previousMonth'),
        nextYear: t('dates.nextYear'),
        previousYear: t('dates.previousYear'),
        nextDecade: t('dates.nextDecade'),
        previousDecade: t('dates.previousDecade'),
      },
    };
  }, [language, t]);
}
