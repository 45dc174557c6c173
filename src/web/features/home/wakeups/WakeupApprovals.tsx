import { Alert, Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { awaitsDecisionOf } from '../../../../domain/events.ts';
import { INTERSTATE_TIMEOUT_MINUTES } from '../../../../domain/eventWorkflow.ts';
import { type Language, STATE_CH } from '../../../../domain/session.ts';
import type { WakeupListItem } from '../../../../domain/wakeupApi.ts';
import { cantonNames } from '../../events/eventLabels.ts';
import { textIn } from '../../wakeups/wakeupText.ts';

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
  if (toDecide.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={t('dashboard.approvals.wakeupsToDecide', { count: toDecide.length })}
      // The light variant's orange title is too pale on its background (WCAG AA).
      styles={{ title: { color: 'var(--mantine-color-black)' } }}
    >
      <List spacing={4}>
        {toDecide.map((wakeup) => (
          <List.Item key={wakeup.wakeupId}>
            <Anchor component={Link} to={`/wakeups/${wakeup.wakeupId}`} c="blue.9">
              {t('wakeups.detail.heading', {
                wakeupId: wakeup.wakeupId,
                subject: textIn(wakeup.subject, i18n.language),
              })}
            </Anchor>{' '}
            <Text span size="sm" c="gray.7">
              {t('dashboard.approvals.wakeupParties', {
                sender: wakeup.senderOrganisation,
                receiver: wakeup.receiverOrganisation,
              })}
              {!wakeup.awaitingApprovalFrom.includes(stateCode) &&
                ` – ${t('dashboard.approvals.inPlaceOf', {
                  cantons: cantonNames(wakeup.awaitingApprovalFrom, i18n.language as Language).join(', '),
                })}`}
            </Text>
          </List.Item>
        ))}
      </List>
      {stateCode !== STATE_CH && (
        <Text size="sm" mt="xs">
          {t('dashboard.approvals.wakeupDeadline', { minutes: INTERSTATE_TIMEOUT_MINUTES })}
        </Text>
      )}
    </Alert>
  );
}
