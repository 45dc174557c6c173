import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ConfirmOptions, usePopups } from '../ui/popups/PopupsProvider.tsx';
import { useHttpErrorHandler } from './useHttpErrorHandler.ts';

/**
 * Runs a write after an optional confirmation (critical unless the question says otherwise), with the wait
 * indicator; a failure shows in the error popup. The queries under `queryKey` are read again either way.
 * Answers whether the write succeeded.
 */
export function useWriteAction(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const { confirm, withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  return async (work: () => Promise<unknown>, question?: ConfirmOptions) => {
    if (question && !(await confirm({ critical: true, ...question }))) return false;
    try {
      await withWait(work());
      return true;
    } catch (error) {
      await handleError(error);
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}
