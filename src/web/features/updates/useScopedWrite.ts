import { useTranslation } from 'react-i18next';
import type { UpdateReach } from '../../../domain/updates.ts';
import { ApiError } from '../../api/http.ts';
import { httpErrorMessage } from '../../api/httpErrorMessage.ts';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { useWriteAction } from '../../api/useWriteAction.ts';
import { type ConfirmOptions, usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { updatesKeys } from './updatesApi.ts';

/**
 * A refusal of the count that is a foreseeable outcome, not a failure: its problem key (e.g.
 * `updates.errors.alreadyTransferred`) and the title of the information popup that gives its reason.
 */
export interface ExpectedRefusal {
  messageKey: string;
  titleKey: string;
}

/**
 * Starts a write that reaches devices only after a question naming how many: the server counts them first
 * (refusing as the write would, e.g. none selected), then the operator confirms, then the write runs.
 * A refusal of the count named in `expected` shows its reason in the information popup (blue), any other
 * in the error popup. Answers the write's answer, or undefined when it was refused, failed or not confirmed.
 */
export function useScopedWrite(expected: readonly ExpectedRefusal[] = []) {
  const { t, i18n } = useTranslation();
  const act = useWriteAction(updatesKeys.all);
  const { withWait, showInfo } = usePopups();
  const handleError = useHttpErrorHandler();
  return async <T>(
    reach: () => Promise<UpdateReach>,
    question: (reach: UpdateReach) => ConfirmOptions,
    work: () => Promise<T>,
  ): Promise<T | undefined> => {
    let reached: UpdateReach;
    try {
      reached = await withWait(reach());
    } catch (error) {
      const refusal =
        error instanceof ApiError && error.status === 409
          ? expected.find((known) => known.messageKey === error.problem?.messageKey)
          : undefined;
      if (refusal) await showInfo(t(refusal.titleKey), httpErrorMessage(error, i18n));
      else await handleError(error);
      return undefined;
    }
    let answer: T | undefined;
    const done = await act(async () => {
      answer = await work();
    }, question(reached));
    return done ? answer : undefined;
  };
}
