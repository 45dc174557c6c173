import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { FiguresTable } from './FiguresTable.tsx';
import { answeredText, shareText, yearOf } from './labels.ts';
import { StopTestButton } from './StopTestButton.tsx';
import { sirenTestApi, sirenTestKeys, useActiveSirenTest } from './sirenTestApi.ts';

/** /data/siren-test-state-overview: the running test per canton and national, live, with its progress. */
export function SirenTestStateOverviewPage() {
  const { t } = useTranslation();
  const api = useApi();
  const active = useActiveSirenTest();
  const overview = useQuery({
    queryKey: sirenTestKeys.overview,
    queryFn: () => sirenTestApi(api).overview(),
  });
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
                {shareText(data.national.share)}
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
