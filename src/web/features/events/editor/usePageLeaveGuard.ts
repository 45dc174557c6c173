import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';

/**
 * Asks before leaving the page (a link, back, another address) while it holds unsaved changes, and before
 * reloading or closing the tab. Opening a dialog or popup over the page (the query string) is not leaving.
 * `release()` lets the page leave on its own, e.g. after submitting.
 */
export function usePageLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { confirm } = usePopups();
  const guarding = useRef(dirty);
  const asking = useRef(false);
  guarding.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: t('events.editor.leave.title'),
      message: t('events.editor.leave.text'),
      buttonOkName: t('events.editor.leave.discard'),
      buttonNotOkName: t('events.editor.leave.stay'),
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    release() {
      guarding.current = false;
    },
  };
}
