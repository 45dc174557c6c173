import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import type { ApiClient } from '../../api/http.ts';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { usePopups } from '../../ui/popups/PopupsProvider.tsx';

/**
 * Deletes a row after the operator confirms, then reloads the list; a refusal (e.g. still in use, naming
 * where) shows in the error popup.
 */
export function useConfirmedDelete(
  queryKey: QueryKey,
  remove: (api: ApiClient, id: number) => Promise<void>,
) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm } = usePopups();
  const onError = useHttpErrorHandler();
  const mutation = useMutation({
    mutationFn: (id: number) => remove(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    onError: (error) => onError(error, 'texts.deleteFailed'),
  });
  return async (id: number, name: string) => {
    const ok = await confirm({
      title: t('texts.confirmDelete.title'),
      message: t('texts.confirmDelete.message', { name }),
      critical: true,
    });
    if (ok) mutation.mutate(id);
  };
}
