import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n.ts';
import { localeOf, zurichClock } from '../../shell/timeZone.ts';
import { ageText } from './age.ts';
import { useNow } from './useNow.ts';

// The age ("3 min ago") moves on this often without asking the server.
const AGE_TICK_MS = 15_000;

/** Above data that may be old: the time it arrived in Zurich time ("as of 14:02:31") and its age. */
export function LastKnownNotice({ asOf }: { asOf: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow(AGE_TICK_MS);
  if (asOf === null) return null;
  return (
    <Group gap="xs" role="status" data-testid="last-known">
      <Badge color="orange" variant="light" size="lg" tt="none">
        {t('ui.lastKnown.asOf', { time: zurichClock(new Date(asOf), localeOf(language)).time })}
      </Badge>
      <Text size="sm" c="dimmed">
        {ageText(new Date(asOf).toISOString(), now, language)}
      </Text>
    </Group>
  );
}
