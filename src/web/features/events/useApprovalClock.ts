import { useState } from 'react';
import { type DecisionView, nextNationalDecision } from '../../../domain/events.ts';
import { serverNow } from '../../api/serverClock.ts';
import { useServerDeadline } from '../../api/useServerDeadline.ts';

/**
 * The time (epoch ms, on the server's clock) the approvals of `events` are judged at: renewed the moment
 * the next cantonal deadline passes, so that an interstate approval becomes the national organisation's to
 * decide on every screen then, without a reload or a poll. `onDeadline` runs at that moment too (e.g. to ask the server
 * again what the user may do now).
 */
export function useApprovalClock(
  events: readonly DecisionView[] | undefined,
  onDeadline?: () => void,
): number {
  const [now, setNow] = useState(serverNow);
  const next = events ? nextNationalDecision(events, now) : null;
  useServerDeadline(next, () => {
    setNow(serverNow());
    onDeadline?.();
  });
  return now;
}
