import { useContext, useEffect } from 'react';
import { PageLeaveGuardContext } from '../../../shell/overlays/leaveGuard.ts';
import type { LeaveQuestion } from '../../../shell/overlays/overlayRegistry.ts';

const QUESTION: LeaveQuestion = {
  titleKey: 'events.editor.leave.title',
  messageKey: 'events.editor.leave.text',
  discardKey: 'events.editor.leave.discard',
};

/**
 * Has the shell ask before the page is left (a link, back, another address) while it holds unsaved changes,
 * and the browser before reloading or closing the tab. Opening a dialog or popup over the page is not
 * leaving it. `release()` lets the page leave on its own, e.g. after submitting.
 */
export function usePageLeaveGuard(dirty: boolean) {
  const guard = useContext(PageLeaveGuardContext);
  useEffect(() => {
    if (!guard) return;
    guard.current = dirty ? QUESTION : null;
    return () => {
      guard.current = null;
    };
  }, [guard, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    release() {
      if (guard) guard.current = null;
    },
  };
}
