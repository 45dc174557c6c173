import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type AlarmTaskDetail,
  isGenericTriggerSignal,
  SIREN_RESULT_STATES,
} from '../../../../domain/alarming.ts';
import type { Language } from '../../../../domain/session.ts';
import { usePermissions } from '../../../auth/AuthContext.ts';
import { cantonNames } from '../../events/eventLabels.ts';
import { useAlarmActions } from './useAlarmActions.ts';

/**
 * The cantons whose sirens the task commanded (not only skipped): those a stop sends commands to, as the
 * server's territory rule for the stop counts them.
 */
function commandedCantons(task: AlarmTaskDetail): string[] {
  return task.byCanton
    .filter(({ totals }) => SIREN_RESULT_STATES.some((state) => state !== 'SKIPPED' && totals[state] > 0))
    .map(({ stateCode }) => stateCode);
}

/**
 * Stop while the task runs, repeat once it has ended: only what the server says the reader may do
 * (`mayStop`, `mayRepeat`), so that no one types LIVE ALARM to be refused. A reader who may trigger alarms
 * but not in every canton the task reaches learns why there is no stop or no repeat. A water alarm is not
 * repeated here (the server refuses it): its dam's page sounds it again.
 */
export function AlarmActions({ task }: { task: AlarmTaskDetail }) {
  const { t, i18n } = useTranslation();
  const permissions = usePermissions();
  const actions = useAlarmActions(task);
  // The live progress may end the task after the detail was read: the status decides as well.
  const running = task.status === 'RUNNING';
  const generic = isGenericTriggerSignal(task.signal);
  const outsideNote = !running && generic && !task.mayRepeat && task.repeatOutsideTerritory;
  const stopOutsideNote = running && !task.mayStop && task.stopOutsideTerritory;
  const language = i18n.language as Language;
  return (
    <Group gap="sm">
      {running && task.mayStop && (
        <Button color="red" variant="outline" onClick={() => void actions.stop()}>
          {t('alarming.actions.stop')}
        </Button>
      )}
      {stopOutsideNote && (
        <Text size="sm" c="dimmed" data-stop-outside>
          {t('alarming.actions.stopOutsideTerritory', {
            cantons: cantonNames(commandedCantons(task), language).join(', '),
          })}
        </Text>
      )}
      {!running && generic && task.mayRepeat && (
        <Button variant="default" onClick={() => void actions.repeat()}>
          {t('alarming.actions.repeat')}
        </Button>
      )}
      {outsideNote && (
        <Text size="sm" c="dimmed" data-repeat-outside>
          {t('alarming.actions.repeatOutsideTerritory', {
            cantons: cantonNames(task.stateCodes, language).join(', '),
          })}
        </Text>
      )}
      {!running &&
        !generic &&
        permissions.has('ALARMING_ALARMTASK_EDIT') &&
        permissions.has('WATER_ALARM_EDIT') && (
          <Button variant="default" component={Link} to="/water/alarm">
            {t('menu.homeLinks.waterAlarm')}
          </Button>
        )}
    </Group>
  );
}
