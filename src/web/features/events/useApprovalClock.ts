import { useEffect, useEffectEvent, useState } from 'react';
import { type DecisionView, nextNationalDecision } from '../../../domain/events.ts';

/**
 * The time (epoch ms) the approvals of `events` are judged at: renewed the moment the next cantonal
 * deadline passes, so that an interstate approval becomes the national organisation's to decide on every
 * screen then, without a reload or a poll. `onDeadline` runs at that moment too (e.g. to ask the server
 * again what the user may do now).
 */
export function useApprovalClock(
  events: readonly DecisionView[] | undefined,
  onDeadline?: () => void,
): number {
  const [now, setNow] = useState(() => Date.now());
  const next = events ? nextNationalDecision(events, now) : null;
  const passed = useEffectEvent(() => {
    setNow(Date.now());
    onDeadline?.();
  });
  useEffect(() => {
    if (next === null) return;
    const timer = window.setTimeout(passed, Math.max(0, next - Date.now()));
    return () => window.clearTimeout(timer);
  }, [next]);
  return now;
}
