import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentIcon } from '../../ui/icons.tsx';

/** The report e-mail wizard's place until the reports are built: says so in the operators' words. */
export function SendReportPreparation() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" p="lg" ta="center">
      <ThemeIcon variant="light" size={48} radius="xl">
        <DocumentIcon size={26} />
      </ThemeIcon>
      <Title order={3} size="h4">
        {t('overlays.sendReport.preparingTitle')}
      </Title>
      <Text c="gray.7" maw={420}>
        {t('overlays.sendReport.preparingText')}
      </Text>
    </Stack>
  );
}
