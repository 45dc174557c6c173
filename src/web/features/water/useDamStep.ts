import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dam, WaterStep } from '../../../domain/water.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { ApiError } from '../../api/http.ts';
import { httpErrorMessage } from '../../api/httpErrorMessage.ts';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { useMe } from '../../auth/AuthContext.ts';
import { usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { stepConfirmation } from './stepConfirmation.ts';
import { waterCalls, waterKeys } from './waterApi.ts';

/**
 * One step on the chosen dam: asks the mode's confirmation (typed name in LIVE), sends it with the typed
 * value, shows the dam as the server answered it at once (after a trigger: its alarm running, so the button
 * does not invite a second one) and reads the dams again; a refusal of the server stays on the page,
 * translated.
 */
export function useDamStep(step: WaterStep, onDone: () => void) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { operationMode } = useMe();
  const queryClient = useQueryClient();
  const { confirm, withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  const [problem, setProblem] = useState<string | null>(null);

  async function run(dam: Dam, reason: string) {
    setProblem(null);
    const question = stepConfirmation(step, dam, reason, operationMode, t);
    // The popup checks the typed name; the server is sent the same name and checks it again.
    if (!(await confirm(question))) return;
    const confirmation = operationMode === 'LIVE' ? dam.name : undefined;
    try {
      const answer = await withWait(
        waterCalls.step(api, step, dam.id, { reason: reason || undefined, confirmation }),
      );
      const changed = 'alarmId' in answer ? answer.dam : answer;
      queryClient.setQueryData<Dam[]>(waterKeys.dams, (dams) =>
        dams?.map((row) => (row.id === changed.id ? changed : row)),
      );
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return handleError(error);
      setProblem(httpErrorMessage(error, i18n));
    } finally {
      void queryClient.invalidateQueries({ queryKey: waterKeys.dams });
    }
  }

  return { run, problem };
}
