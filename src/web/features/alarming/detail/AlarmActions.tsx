import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AlarmTaskDetail, isGenericTriggerSignal } from '../../../../domain/alarming.ts';
import { usePermissions } from '../../../auth/AuthContext.ts';
import { useAlarmActions } from './useAlarmActions.ts';

/**
 * Stop while the task runs, repeat once it has ended; only for users who may trigger alarms. A water alarm
 * is not repeated here (the server refuses it): its dam's page sounds it again.
 */
export function AlarmActions({ task }: { task: AlarmTaskDetail }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const mayAct = permissions.has('ALARMING_ALARMTASK_EDIT');
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
      {!running && isGenericTriggerSignal(task.signal) && (
        <Button variant="default" onClick={() => void actions.repeat()}>
          {t('alarming.actions.repeat')}
        </Button>
      )}
      {!running && !isGenericTriggerSignal(task.signal) && permissions.has('WATER_ALARM_EDIT') && (
        <Button variant="default" component={Link} to="/water/alarm">
          {t('menu.homeLinks.waterAlarm')}
        </Button>
      )}
    </Group>
  );
}
