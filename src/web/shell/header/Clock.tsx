import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n.ts';
import { useNow } from '../../ui/last-known/useNow.ts';
import { localeOf, REFERENCE_TIME_ZONE } from '../timeZone.ts';

/** Date and time of `instant` in Zurich, formatted for the console language. */
export function zurichClock(instant: Date, locale: string): { date: string; time: string } {
  const zone = { timeZone: REFERENCE_TIME_ZONE } as const;
  return {
    date: instant.toLocaleDateString(locale, {
      ...zone,
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
    time: instant.toLocaleTimeString(locale, {
      ...zone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
  };
}

/** The header clock: Swiss time, ticking every second. */
export function Clock() {
  const { t } = useTranslation();
  const now = new Date(useNow(1_000));
  const { date, time } = zurichClock(now, localeOf(useLanguage()));
  return (
    <Stack gap={0} align="flex-end" title={t('shell.header.clock')} visibleFrom="sm">
      <Text size="sm" fw={600} ff="monospace" component="time" dateTime={now.toISOString()}>
        {time}
      </Text>
      <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
        {date}
      </Text>
    </Stack>
  );
}
