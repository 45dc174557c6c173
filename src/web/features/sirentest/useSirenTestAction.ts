import { useQueryClient } from '@tanstack/react-query';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { sirenTestKeys } from './sirenTestApi.ts';

/** Runs a siren-test write after an optional confirmation, with the wait indicator; errors in the error popup. */
export function useSirenTestAction() {
  const queryClient = useQueryClient();
  const { confirm, withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  return async (work: () => Promise<unknown>, question?: { title: string; message: string }) => {
    if (question && !(await confirm({ ...question, critical: true }))) return false;
    try {
      await withWait(work());
      return true;
    } catch (error) {
      await handleError(error);
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey: sirenTestKeys.all });
    }
  };
}
