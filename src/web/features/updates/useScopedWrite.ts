import type { UpdateReach } from '../../../domain/updates.ts';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { useWriteAction } from '../../api/useWriteAction.ts';
import { type ConfirmOptions, usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { updatesKeys } from './updatesApi.ts';

/**
 * Starts a write that reaches devices only after a question naming how many: the server counts them first
 * (refusing as the write would, e.g. none selected), then the operator confirms, then the write runs.
 */
export function useScopedWrite() {
  const act = useWriteAction(updatesKeys.all);
  const { withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  return async (
    reach: () => Promise<UpdateReach>,
    question: (devices: number) => ConfirmOptions,
    work: () => Promise<unknown>,
  ) => {
    let devices: number;
    try {
      ({ devices } = await withWait(reach()));
    } catch (error) {
      await handleError(error);
      return false;
    }
    return act(work, question(devices));
  };
}
