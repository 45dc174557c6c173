import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n.ts';
import { useNow } from '../../ui/last-known/useNow.ts';
import { localeOf, zurichClock } from '../timeZone.ts';

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
