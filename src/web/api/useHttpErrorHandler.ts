import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/AuthContext.ts';
import { usePopups } from '../ui/popups/PopupsProvider.tsx';
import { ApiError } from './http.ts';
import { httpErrorMessage } from './httpErrorMessage.ts';

/**
 * The shared handler for failed calls: a 401 sends the user through the login server again (back to the
 * same page); anything else shows the error popup with the translated problem, titled by `titleKey` when
 * the caller names what failed.
 */
export function useHttpErrorHandler(): (error: unknown, titleKey?: string) => Promise<void> {
  const { t, i18n } = useTranslation();
  const { showError } = usePopups();
  const { relogin } = useAuth();
  return useCallback(
    async (error: unknown, titleKey = 'errors.title') => {
      if (error instanceof ApiError && error.status === 401) {
        relogin();
        return;
      }
      await showError(t(titleKey), httpErrorMessage(error, i18n));
    },
    [t, i18n, showError, relogin],
  );
}
