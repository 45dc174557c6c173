import { createContext, type RefObject, useContext, useEffect } from 'react';

/** Set by the overlay around a content: takes whether the content holds unsaved changes. */
export const LeaveGuardContext = createContext<((dirty: boolean) => void) | null>(null);

/** The question asked before closing an overlay, or leaving a page, that reports unsaved changes. */
export interface LeaveQuestion {
  titleKey: string;
  messageKey: string;
  /** The label of the button that leaves; "discard and close" unless given. */
  discardKey?: string;
}

/**
 * Set by the shell around the page: the page writes into it the question to ask before it is left while it
 * holds unsaved changes, and null otherwise. The shell's one router blocker asks it (useOverlayLeaveGuard).
 */
export const PageLeaveGuardContext = createContext<RefObject<LeaveQuestion | null> | null>(null);

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
