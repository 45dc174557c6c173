import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page of a screen that a later piece of work builds: its real title and a short note, never blank. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack p="lg" gap="md">
      <Title order={1}>{t(titleKey)}</Title>
      <Alert color="gray" variant="light" maw={640}>
        {t('shell.comingSoon.text')}
      </Alert>
    </Stack>
  );
}
