import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DecisionView, nationalMayDecide } from '../../../domain/events.ts';
import { INTERSTATE_TIMEOUT_MINUTES } from '../../../domain/eventWorkflow.ts';
import { type Language, STATE_CH } from '../../../domain/session.ts';
import { cantonNames, formatEventTime } from '../events/eventLabels.ts';

export interface WakeupApprovalNoteProps {
  /** The wake-up's pending interstate approval (none: no note). */
  wakeup: DecisionView;
  /** The canton of the reader's organisation (CH: the national level). */
  stateCode: string;
  /** The time (epoch ms) the approval is judged at (useApprovalClock). */
  now: number;
}

/**
 * Whose interstate approval a wake-up waits for, said from the reader's side by the rule the server acts on
 * (domain `wakeupApproval`): the receiving canton decides within the deadline; the national level may once
 * it has passed, in that canton's place; the sender learns of whom it waits and that nobody is called yet.
 */
export function WakeupApprovalNote({ wakeup, stateCode, now }: WakeupApprovalNoteProps) {
  const { t, i18n } = useTranslation();
  const awaited = wakeup.awaitingApprovalFrom;
  if (awaited.length === 0) return null;
  const cantons = cantonNames(awaited, i18n.language as Language).join(', ');
  const minutes = INTERSTATE_TIMEOUT_MINUTES;
  // Once the deadline has passed, the canton and the sender learn that the national level may decide now.
  const late = nationalMayDecide(wakeup, now);
  let text: string;
  if (awaited.includes(stateCode))
    text = t(late ? 'wakeups.approval.yoursLate' : 'wakeups.approval.yours', { minutes });
  else if (stateCode !== STATE_CH)
    text = t(late ? 'wakeups.approval.awaitedLate' : 'wakeups.approval.awaited', { cantons, minutes });
  else if (late) text = t('dashboard.approvals.inPlaceOf', { cantons });
  else {
    const time = wakeup.nationalMayDecideAt ? formatEventTime(wakeup.nationalMayDecideAt) : '';
    text = t('wakeups.approval.nationalLater', { cantons, time });
  }
  return (
    <Alert
      color="orange"
      variant="light"
      p="xs"
      styles={{ message: { color: 'var(--mantine-color-black)' } }}
    >
      {text}
    </Alert>
  );
}
