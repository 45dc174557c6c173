import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WakeupAction, WakeupDetail } from '../../../../domain/wakeupApi.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { keepAnswer } from '../../../api/keepAnswer.ts';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';
import { dashboardKeys } from '../../home/dashboardApi.ts';
import { wakeupCalls, wakeupKeys } from '../wakeupsApi.ts';
import { textIn } from '../wakeupText.ts';

/**
 * Acknowledge, approve, refuse and close, each behind the house confirmation (styled for the wake-up's
 * mode). A refusal (someone was quicker, a 409) shows the server's reason and reloads the wake-up.
 */
export function useWakeupActions(wakeup: WakeupDetail) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm, withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  const id = wakeup.wakeupId;

  return async function act(action: WakeupAction) {
    const ok = await confirm({
      title: t(`wakeups.actions.confirm.${action}`, { wakeupId: id }),
      message: textIn(wakeup.subject, i18n.language),
      buttonOkName: t(`wakeups.actions.${action}`),
      buttonNotOkName: t('wakeups.actions.cancel'),
      critical: action === 'REFUSE' || action === 'CLOSE',
      operationMode: wakeup.operationMode,
    });
    if (!ok) return;
    try {
      await keepAnswer(queryClient, wakeupKeys.detail(id), await withWait(wakeupCalls.act(api, id, action)));
    } catch (error) {
      await handleError(error);
    } finally {
      void queryClient.invalidateQueries({ queryKey: wakeupKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    }
  };
}
