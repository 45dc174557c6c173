import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { awaitsDecisionOf } from '../../../../domain/events.ts';
import type { WakeupListItem } from '../../../../domain/wakeupApi.ts';
import { textIn } from '../../wakeups/wakeupText.ts';
import { ApprovalsToDecide } from '../ApprovalsToDecide.tsx';

export interface WakeupApprovalsProps {
  wakeups: readonly WakeupListItem[];
  /** The canton of the user's organisation (CH: the national level). */
  stateCode: string;
  /** The time (epoch ms) the approvals are judged at (useApprovalClock). */
  now: number;
}

/**
 * The wake-ups waiting for the interstate approval of the user's canton, as the events' notice beside it
 * (same rule, `awaitsDecisionOf`): each linked; for the national level also those whose canton let its
 * deadline pass, naming it. The counter «to decide» counts the same on the server.
 */
export function WakeupApprovals({ wakeups, stateCode, now }: WakeupApprovalsProps) {
  const { t, i18n } = useTranslation();
  const toDecide = wakeups.filter((wakeup) => awaitsDecisionOf(wakeup, stateCode, now));
  return (
    <ApprovalsToDecide
      title={t('dashboard.approvals.wakeupsToDecide', { count: toDecide.length })}
      stateCode={stateCode}
      deadlineKey="dashboard.approvals.wakeupDeadline"
      now={now}
      items={toDecide.map((wakeup) => ({
        key: wakeup.wakeupId,
        link: (
          <Anchor component={Link} to={`/wakeups/${wakeup.wakeupId}`} c="blue.9">
            {t('wakeups.detail.heading', {
              wakeupId: wakeup.wakeupId,
              subject: textIn(wakeup.subject, i18n.language),
            })}
          </Anchor>
        ),
        detail: t('dashboard.approvals.wakeupParties', {
          sender: wakeup.senderOrganisation,
          receiver: wakeup.receiverOrganisation,
        }),
        awaitingApprovalFrom: wakeup.awaitingApprovalFrom,
        nationalMayDecideAt: wakeup.nationalMayDecideAt,
      }))}
    />
  );
}
