import { createContext, useContext, useEffect } from 'react';

/** Set by the overlay around a content: takes whether the content holds unsaved changes. */
export const LeaveGuardContext = createContext<((dirty: boolean) => void) | null>(null);

/**
 * Declares whether this overlay content holds unsaved changes: while it does, closing its dialog or popup
 * (close button, Escape, back, a link) asks for confirmation first. Outside an overlay it does nothing.
 */
export function useLeaveGuard(dirty: boolean) {
  const report = useContext(LeaveGuardContext);
  useEffect(() => {
    report?.(dirty);
  }, [report, dirty]);
  useEffect(() => () => report?.(false), [report]);
}
