import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSwissTime } from '../../../domain/swissTime.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { BannerTextsView } from './BannerTextsView.tsx';
import { useBannerVersion } from './useBannerQueries.ts';

/** One past version of the banner from the journal, read-only. */
export function BannerVersion({ id, onBack }: { id: number; onBack(): void }) {
  const { t } = useTranslation();
  const version = useBannerVersion(id);
  return (
    <Stack gap="sm">
      {version.isPending && <Loading label={t('banner.journal.loading')} />}
      {version.isError && (
        <LoadFailure messageKey="banner.failures.version" onRetry={() => void version.refetch()} />
      )}
      {version.data && (
        <>
          <Title order={3} size="h4">
            {t('banner.version.heading', { date: formatSwissTime(version.data.timestampDate, true) })}
          </Title>
          <Text size="sm" c="gray.7">
            {t(version.data.message.resourceKey, version.data.message.parameters)} ·{' '}
            {t('banner.version.readOnly')}
          </Text>
          <BannerTextsView texts={version.data} />
        </>
      )}
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t('banner.actions.backToJournal')}
        </Button>
      </Group>
    </Stack>
  );
}
