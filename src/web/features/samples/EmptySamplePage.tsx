import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A page with nothing but the shell around it, to check the frame on its own. */
export function EmptySamplePage() {
  const { t } = useTranslation();
  return (
    <Stack p="lg" gap="sm">
      <Title order={1}>{t('shell.samples.empty.title')}</Title>
      <Text c="gray.7">{t('shell.samples.empty.text')}</Text>
    </Stack>
  );
}
