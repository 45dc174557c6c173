import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { ModeBadge } from '../../ui/ModeBadge.tsx';
import { alarmCalls, alarmKeys } from './alarmingApi.ts';
import { AlarmTaskTable } from './list/AlarmTaskTable.tsx';
import { useAlarmListLive } from './list/useAlarmListLive.ts';
import { TriggerAlarmDialog } from './trigger/TriggerAlarmDialog.tsx';

/** /data/sirenalarms: the alarm tasks of the user's mode and territory, running ones first, kept live. */
export function SirenAlarmsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { operationMode } = useMe();
  const mayTrigger = usePermissions().has('ALARMING_ALARMTASK_EDIT');
  const [triggering, setTriggering] = useState(false);
  const list = useQuery({ queryKey: alarmKeys.list, queryFn: () => alarmCalls.list(api) });
  useAlarmListLive();

  return (
    <Stack p="lg" gap="md">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1}>{t('menu.data.sirenalarms')}</Title>
          <ModeBadge mode={operationMode} />
        </Group>
        {mayTrigger && (
          <Button
            color={operationMode === 'LIVE' ? 'red' : 'yellow.5'}
            autoContrast
            onClick={() => setTriggering(true)}
          >
            {t('alarming.trigger.open')}
          </Button>
        )}
      </Group>
      {list.isPending ? (
        <Loading label={t('alarming.list.loading')} />
      ) : list.isError ? (
        <LoadFailure messageKey="alarming.list.loadFailed" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('alarming.list.empty')}</Text>
      ) : (
        <AlarmTaskTable tasks={list.data} />
      )}
      {mayTrigger && <TriggerAlarmDialog opened={triggering} onClose={() => setTriggering(false)} />}
    </Stack>
  );
}
