import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlarmTaskDetail } from '../../../../domain/alarming.ts';
import { usePermissions } from '../../../auth/AuthContext.ts';
import { useAlarmActions } from './useAlarmActions.ts';

/** Stop while the task runs, repeat once it has ended; only for users who may trigger alarms. */
export function AlarmActions({ task }: { task: AlarmTaskDetail }) {
  const { t } = useTranslation();
  const mayAct = usePermissions().has('ALARMING_ALARMTASK_EDIT');
  const actions = useAlarmActions(task);
  if (!mayAct) return null;
  const running = task.status === 'RUNNING';
  return (
    <Group gap="sm">
      {running && (
        <Button color="red" variant="outline" onClick={() => void actions.stop()}>
          {t('alarming.actions.stop')}
        </Button>
      )}
      {!running && (
        <Button variant="default" onClick={() => void actions.repeat()}>
          {t('alarming.actions.repeat')}
        </Button>
      )}
    </Group>
  );
}
