import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AlarmTaskDetail } from '../../../../domain/alarming.ts';
import type { Language } from '../../../../domain/session.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';
import { alarmCalls, alarmKeys } from '../alarmingApi.ts';
import { targetText } from '../alarmLabels.ts';
import { alarmConfirmation } from '../trigger/triggerConfirmation.ts';

/**
 * Stop and repeat of an alarm task, each behind its confirmation (repeat like a trigger: the sirens sound
 * again). A refusal (409: it has already ended) shows the server's reason and reloads the task.
 */
export function useAlarmActions(task: AlarmTaskDetail) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  const reload = () => void queryClient.invalidateQueries({ queryKey: alarmKeys.all });

  async function run<T>(call: Promise<T>): Promise<T | null> {
    try {
      return await withWait(call);
    } catch (error) {
      reload();
      await handleError(error, 'alarming.actions.failed');
      return null;
    }
  }

  return {
    async stop() {
      const ok = await confirm({
        title: t('alarming.stop.title', { id: task.id }),
        message: t(`alarming.stop.text.${task.operationMode}`),
        buttonOkName: t('alarming.actions.stop'),
        buttonNotOkName: t('alarming.actions.cancel'),
        operationMode: task.operationMode,
        // The stop goes to the devices as an exercise: not the generic "nothing leaves the console".
        exerciseNotice: t('alarming.stop.exerciseNotice'),
      });
      if (ok && (await run(alarmCalls.stop(api, task.id)))) reload();
    },
    async repeat() {
      const target = t('ui.labelValue', {
        label: t('alarming.fields.target'),
        value: targetText(task, t, i18n.language as Language),
      });
      const alarm = { signal: task.signal, target, sirens: task.sirenCount };
      if (!(await confirm(alarmConfirmation(alarm, task.operationMode, t)))) return;
      const repeated = await run(alarmCalls.repeat(api, task.id));
      if (!repeated) return;
      reload();
      await navigate(`/data/sirenalarms/${repeated.id}`);
    },
  };
}
