import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown on home to a user who may not see it, instead of sending them in a circle. */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <Stack p="lg" gap="sm">
      <Title order={1}>{t('menu.screens.home')}</Title>
      <Text>{t('shell.guard.noHome')}</Text>
    </Stack>
  );
}
