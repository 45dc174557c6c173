import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ALARMING_PROBLEMS } from '../../../../domain/alarming.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { ApiError } from '../../../api/http.ts';
import { httpErrorMessage } from '../../../api/httpErrorMessage.ts';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import { useMe, usePermissions } from '../../../auth/AuthContext.ts';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';
import { alarmCalls, alarmKeys } from '../alarmingApi.ts';
import { type TriggerDraft, targetOf } from './targetDraft.ts';
import { type AlarmToSound, alarmConfirmation, draftToSound } from './triggerConfirmation.ts';
import { sirensInCantons } from './useTargetOptions.ts';

// Refusals about the chosen sirens are shown at the target picker; anything else above the buttons.
const TARGET_PROBLEMS: readonly string[] = [
  ALARMING_PROBLEMS.unknownSirens,
  ALARMING_PROBLEMS.unknownGroups,
  ALARMING_PROBLEMS.outsideTerritory,
  ALARMING_PROBLEMS.noSirens,
];

/** Why the last attempt did not go out, translated: at the target picker, or for the whole dialog. */
export interface TriggerProblem {
  target?: string;
  general?: string;
}

/**
 * Triggering from the dialog: refuses an empty target before anything is sent, asks the mode's confirmation,
 * sends, and on success opens the new alarm task; a refusal of the server stays in the dialog, translated.
 */
export function useTriggerAlarm(onTriggered: () => void) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const me = useMe();
  const permissions = usePermissions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  const [problem, setProblem] = useState<TriggerProblem>({});

  async function trigger(draft: TriggerDraft) {
    const target = targetOf(draft);
    if (!target) {
      setProblem({ target: t(`alarming.trigger.empty.${draft.kind}`) });
      return;
    }
    setProblem({});
    const sound: AlarmToSound = draftToSound(draft, t);
    // A canton choice does not know its sirens: the server counts them before the question names the scale.
    if (target.kind === 'cantons' && permissions.has('STATIONARYSIREN_VIEW')) {
      try {
        sound.sirens = await withWait(sirensInCantons(api, target.stateCodes));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return handleError(error);
      }
    }
    const confirmed = await confirm(alarmConfirmation(sound, me.operationMode, t));
    if (!confirmed) return;
    try {
      const task = await withWait(alarmCalls.create(api, { signal: draft.signal, target }));
      void queryClient.invalidateQueries({ queryKey: alarmKeys.list });
      onTriggered();
      await navigate(`/data/sirenalarms/${task.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return handleError(error);
      const text = httpErrorMessage(error, i18n);
      const key = error instanceof ApiError ? error.problem?.messageKey : undefined;
      setProblem(key && TARGET_PROBLEMS.includes(key) ? { target: text } : { general: text });
    }
  }

  return { trigger, problem, clearProblem: () => setProblem({}) };
}
