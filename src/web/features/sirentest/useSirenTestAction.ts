import { useWriteAction } from '../../api/useWriteAction.ts';
import { sirenTestKeys } from './sirenTestApi.ts';

/** Runs a siren-test write after an optional confirmation, with the wait indicator; errors in the error popup. */
export function useSirenTestAction() {
  return useWriteAction(sirenTestKeys.all);
}
