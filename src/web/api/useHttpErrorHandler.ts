import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/AuthContext.ts';
import { usePopups } from '../ui/popups/PopupsProvider.tsx';
import { ApiError } from './http.ts';
import { httpErrorMessage } from './httpErrorMessage.ts';

/**
 * The shared handler for failed calls: a 401 sends the user through the login server again (back to the
 * same page); anything else shows the error popup with the translated problem, titled by `titleKey` when
 * the caller names what failed. A failure already on screen is not shown a second time until closed.
 */
export function useHttpErrorHandler(): (error: unknown, titleKey?: string) => Promise<void> {
  const { t, i18n } = useTranslation();
  const { showError } = usePopups();
  const { relogin } = useAuth();
  // During an outage several calls fail alike at once (a grid's pages, say): one popup says it.
  const open = useRef(new Map<string, Promise<void>>());
  return useCallback(
    async (error: unknown, titleKey = 'errors.title') => {
      if (error instanceof ApiError && error.status === 401) {
        relogin();
        return;
      }
      const title = t(titleKey);
      const message = httpErrorMessage(error, i18n);
      const key = `${title}\n${message}`;
      const shown = open.current.get(key);
      if (shown) return shown;
      const closed = showError(title, message).finally(() => open.current.delete(key));
      open.current.set(key, closed);
      return closed;
    },
    [t, i18n, showError, relogin],
  );
}
