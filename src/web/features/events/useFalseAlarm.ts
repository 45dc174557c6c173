import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { useMe } from '../../auth/AuthContext.ts';
import { usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { eventCalls, eventKeys } from './eventsApi.ts';
import { questionMode } from './questionMode.ts';

/**
 * Declares an event a false alarm: after a confirmation the server prepares the correction (same area,
 * channels and languages, texts prefilled) and the operator lands in its editor.
 */
export function useFalseAlarm(): (eventId: number) => Promise<void> {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  const { operationMode } = useMe();
  return async (eventId) => {
    const ok = await confirm({
      title: t('events.falseAlarm.confirmTitle', { eventId }),
      message: t('events.falseAlarm.confirmText'),
      buttonOkName: t('events.falseAlarm.confirmOk'),
      // Only a correction to review is prepared, nothing goes out: not red, LIVE starts on Cancel as ever.
      ...questionMode(operationMode),
    });
    if (!ok) return;
    try {
      const correction = await withWait(eventCalls.falseAlarm(api, eventId));
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      await navigate(`/events/${correction.eventId}/edit`);
    } catch (error) {
      await handleError(error);
    }
  };
}
