import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailFrame } from '../../ui/DetailFrame.tsx';
import { DetailRoute } from '../../ui/DetailRoute.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { AlarmActions } from './detail/AlarmActions.tsx';
import { AlarmBreakdowns } from './detail/AlarmBreakdowns.tsx';
import { AlarmHeader } from './detail/AlarmHeader.tsx';
import { ResultsMap } from './detail/ResultsMap.tsx';
import { SirenResultsGrid } from './detail/SirenResultsGrid.tsx';
import { TotalsCounters } from './detail/TotalsCounters.tsx';
import { useAlarmDetail } from './detail/useAlarmDetail.ts';
import { totalsOf } from './progress.ts';

const TEXTS = {
  backKey: 'alarming.detail.back',
  loadingKey: 'alarming.detail.loading',
  notFoundKey: 'alarming.detail.notFound',
  loadFailedKey: 'alarming.detail.loadFailed',
};

/** /data/sirenalarms/:id — an address that is no task number leads back to the list. */
export function SirenAlarmDetailPage() {
  return <DetailRoute param="id" listPath="/data/sirenalarms" view={SirenAlarmDetailView} />;
}

function SirenAlarmDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { detail, sirens } = useAlarmDetail(id);
  return (
    <DetailFrame query={detail} listPath="/data/sirenalarms" texts={TEXTS} gap="lg">
      {(task) => (
        <>
          <AlarmHeader
            task={task}
            hornsSounded={sirens.data ? sirens.data.filter((row) => row.horn).length : task.hornsSounded}
          />
          <AlarmActions task={task} />
          {/* Counted from the live lines, so the counters and the tables below always agree. */}
          <TotalsCounters
            totals={sirens.data ? totalsOf(sirens.data) : task.totals}
            mode={task.operationMode}
          />
          <AlarmBreakdowns task={task} rows={sirens.data} />
          <section aria-label={t('alarming.detail.sirens')}>
            <Title order={2} size="h4" mb="xs">
              {t('alarming.detail.sirens')}
            </Title>
            {sirens.isError ? (
              <LoadFailure messageKey="alarming.detail.loadFailed" onRetry={() => void sirens.refetch()} />
            ) : (
              <Stack gap="md">
                <SirenResultsGrid
                  rows={sirens.data ?? []}
                  mode={task.operationMode}
                  startedAt={task.startedAt}
                />
                <ResultsMap
                  rows={sirens.data ?? []}
                  focus={task.stateCodes.length === 1 ? (task.stateCodes[0] ?? null) : null}
                  mode={task.operationMode}
                />
              </Stack>
            )}
          </section>
        </>
      )}
    </DetailFrame>
  );
}
