import { Anchor, List, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalsAwaited, approvalsToDecide, type DashboardEvent, titleIn } from '../../../domain/events.ts';
import type { Language } from '../../../domain/session.ts';
import { cantonNames } from '../events/eventLabels.ts';
import { ApprovalsToDecide } from './ApprovalsToDecide.tsx';

export interface EventApprovalsProps {
  events: readonly DashboardEvent[];
  /** The canton of the user's organisation (CH: the national organisation). */
  stateCode: string;
  /** The time (epoch ms) the approvals are judged at (useApprovalClock). */
  now: number;
}

function EventLink({ event }: { event: DashboardEvent }) {
  const { t, i18n } = useTranslation();
  const title = titleIn(event, i18n.language as Language) || t('events.list.untitled');
  return (
    <Anchor component={Link} to={`/events/${event.eventId}`} c="blue.9">
      {t('events.detail.heading', { eventId: event.eventId, title })}
    </Anchor>
  );
}

/**
 * The interstate approvals of events from the user's side, live with the dashboard events: the events
 * waiting for the own canton's decision (an alert, each linked; for the national organisation also the
 * cantonal ones whose cantons let their deadline pass, naming them), and the own events waiting for others.
 */
export function EventApprovals({ events, stateCode, now }: EventApprovalsProps) {
  const { t, i18n } = useTranslation();
  const toDecide = approvalsToDecide(events, stateCode, now);
  const awaited = approvalsAwaited(events, stateCode);
  if (toDecide.length === 0 && awaited.length === 0) return null;
  return (
    <>
      <ApprovalsToDecide
        title={t('dashboard.approvals.toDecide', { count: toDecide.length })}
        stateCode={stateCode}
        deadlineKey="dashboard.approvals.deadline"
        now={now}
        items={toDecide.map((event) => ({
          key: event.eventId,
          link: <EventLink event={event} />,
          awaitingApprovalFrom: event.awaitingApprovalFrom,
          nationalMayDecideAt: event.nationalMayDecideAt,
        }))}
      />
      {awaited.length > 0 && (
        <Paper
          withBorder
          p="sm"
          role="region"
          aria-label={t('dashboard.approvals.awaited', { count: awaited.length })}
        >
          <Text fw={600} mb={4}>
            {t('dashboard.approvals.awaited', { count: awaited.length })}
          </Text>
          <List spacing={4}>
            {awaited.map((event) => (
              <List.Item key={event.eventId}>
                <EventLink event={event} />{' '}
                <Text span size="sm" c="gray.7">
                  {t('dashboard.approvals.awaitingFrom', {
                    cantons: cantonNames(event.awaitingApprovalFrom, i18n.language as Language).join(', '),
                  })}
                </Text>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
