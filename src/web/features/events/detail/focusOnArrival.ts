import { type RefObject, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Navigation state asking the event page to take the focus to its heading: a step just led here. */
export const FOCUS_ON_ARRIVAL = { focusOnArrival: true } as const;

function asksForFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusOnArrival' in state;
}

/**
 * Puts the focus on `target` when the page was reached with FOCUS_ON_ARRIVAL (after submit, approve or
 * another step, whose button is gone), then forgets the request, so that a reload or Back leaves the focus
 * where the browser puts it. An ordinary visit never moves the focus.
 */
export function useFocusOnArrival(target: RefObject<HTMLElement | null>) {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const asked = asksForFocus(state);
  useEffect(() => {
    if (!asked) return;
    target.current?.focus();
    void navigate({ pathname, search }, { replace: true, state: null });
  }, [asked, target, navigate, pathname, search]);
}
