import { Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { AlertswissCurrentValues } from './AlertswissCurrentValues.tsx';

// The chart library is large: only this page loads it, in its own chunk.
const SystemStatisticsCharts = lazy(async () => ({
  default: (await import('./SystemStatisticsCharts.tsx')).SystemStatisticsCharts,
}));

/** /data/alertswisscurrentvalues: the public channel's current state and the system statistics charts. */
export function AlertswissCurrentValuesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" p="md">
      <Title order={1}>{t('menu.data.alertswisscurrentvalues')}</Title>
      <AlertswissCurrentValues />
      <Suspense fallback={<PageLoading />}>
        <SystemStatisticsCharts />
      </Suspense>
    </Stack>
  );
}
