import type { UpdateReach } from '../../../domain/updates.ts';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { useWriteAction } from '../../api/useWriteAction.ts';
import { type ConfirmOptions, usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { updatesKeys } from './updatesApi.ts';

/**
 * Starts a write that reaches devices only after a question naming how many: the server counts them first
 * (refusing as the write would, e.g. none selected), then the operator confirms, then the write runs.
 * Answers the write's answer, or undefined when it was refused, failed or not confirmed.
 */
export function useScopedWrite() {
  const act = useWriteAction(updatesKeys.all);
  const { withWait } = usePopups();
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
      await handleError(error);
      return undefined;
    }
    let answer: T | undefined;
    const done = await act(async () => {
      answer = await work();
    }, question(reached));
    return done ? answer : undefined;
  };
}
