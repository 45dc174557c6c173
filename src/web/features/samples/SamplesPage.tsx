import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const SAMPLES = ['empty', 'popups'] as const;

/** Index of the sample pages shown in debug mode: shared building blocks to try by hand and in tests. */
export function SamplesPage() {
  const { t } = useTranslation();
  return (
    <Stack p="lg" gap="md">
      <Title order={1}>{t('menu.screens.samples')}</Title>
      <Text>{t('shell.samples.intro')}</Text>
      <List spacing="xs">
        {SAMPLES.map((sample) => (
          <List.Item key={sample}>
            <Anchor component={Link} to={`/samples/${sample}`}>
              {t(`shell.samples.${sample}.title`)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
