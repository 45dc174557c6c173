import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { FiguresTable } from './FiguresTable.tsx';
import { answeredText, shareText, yearOf } from './labels.ts';
import { StopTestButton } from './StopTestButton.tsx';
import { useActiveSirenTest, useActiveTestOverview } from './sirenTestApi.ts';

/** /data/siren-test-state-overview: the running test per canton and national, live, with its progress. */
export function SirenTestStateOverviewPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const active = useActiveSirenTest();
  // Read only while the test runs: once it ends the page goes home (SPEC.md §2) without asking again.
  const overview = useActiveTestOverview(active.data?.test?.id ?? null);
  const data = overview.data;
  return (
    <Stack p="lg" gap="md">
      <Group justify="space-between">
        <Title order={1}>
          {t('sirenTest.overview.title', { year: yearOf(active.data?.test?.testDate) })}
        </Title>
        <StopTestButton />
      </Group>
      {overview.isError && (
        <LoadFailure messageKey="sirenTest.loadFailed" onRetry={() => void overview.refetch()} />
      )}
      {overview.isPending && <Loading label={t('sirenTest.loading')} />}
      {data && (
        <>
          <Group gap="xl" align="end">
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('sirenTest.overview.share')}
              </Text>
              <Text fz={36} fw={700} data-testid="national-share">
                {shareText(data.national.share, language)}
              </Text>
            </Stack>
            <Stack gap={4} miw={280}>
              <Text size="sm" data-testid="progress">
                {t('sirenTest.overview.progress', { progress: answeredText(data.answered) })}
              </Text>
              <Progress value={data.progress} size="lg" aria-label={t('sirenTest.overview.progressLabel')} />
            </Stack>
          </Group>
          <FiguresTable rows={[data.national, ...data.cantons]} label={t('sirenTest.overview.table')} />
        </>
      )}
    </Stack>
  );
}
