import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { CHARTS, chartRows } from './charts.ts';
import { StatisticsChart } from './StatisticsChart.tsx';
import { statisticsApi, statisticsKeys } from './statisticsApi.ts';

/** The system statistics of the last year from the archive, one chart each (loaded with its own chunk). */
export function SystemStatisticsCharts() {
  const { t } = useTranslation();
  const api = useApi();
  const archive = useQuery({ queryKey: statisticsKeys.archive, queryFn: () => statisticsApi(api).archive() });
  if (archive.isPending) return <PageLoading />;
  if (archive.isError) return <Text c="red">{t('statistics.loadFailed')}</Text>;
  return (
    <Stack gap="md">
      <Title order={3}>{t('statistics.title')}</Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {CHARTS.map((chart) => (
          <StatisticsChart key={chart.key} chart={chart} rows={chartRows(archive.data.items, chart)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
