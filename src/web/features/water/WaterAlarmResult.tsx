import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { AlarmStatusBadge } from '../alarming/AlarmBadges.tsx';
import { TotalsCounters } from '../alarming/detail/TotalsCounters.tsx';
import { useAlarmDetail } from '../alarming/detail/useAlarmDetail.ts';
import { totalsOf } from '../alarming/progress.ts';

/** The dam's last water alarm as the siren alarms show it: status and live counters, and its full detail. */
export function WaterAlarmResult({ alarmId }: { alarmId: number }) {
  const { t } = useTranslation();
  const { detail, sirens } = useAlarmDetail(alarmId);
  if (detail.isError)
    return <LoadFailure messageKey="alarming.detail.loadFailed" onRetry={() => void detail.refetch()} />;
  const task = detail.data;
  return (
    <Stack gap="sm" component="section" aria-label={t('water.result.label')}>
      <Group gap="sm">
        <Title order={2} size="h4">
          {t('water.result.title', { id: alarmId })}
        </Title>
        {task && <AlarmStatusBadge status={task.status} />}
        <Anchor component={Link} to={`/data/sirenalarms/${alarmId}`}>
          {t('water.result.open')}
        </Anchor>
      </Group>
      {task && (
        <TotalsCounters
          totals={sirens.data ? totalsOf(sirens.data) : task.totals}
          mode={task.operationMode}
        />
      )}
    </Stack>
  );
}
