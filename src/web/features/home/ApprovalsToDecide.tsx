import { Alert, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DecisionView, nationalMayDecide } from '../../../domain/events.ts';
import { INTERSTATE_TIMEOUT_MINUTES } from '../../../domain/eventWorkflow.ts';
import { type Language, STATE_CH } from '../../../domain/session.ts';
import { cantonNames } from '../events/eventLabels.ts';

/**
 * One approval in the notice: its link, what else to say of it, the cantons it awaits and from when the
 * national level may decide in their place.
 */
export interface ApprovalToDecide extends DecisionView {
  key: number;
  link: ReactNode;
  /** Said after the link, before «in place of …» (e.g. who sent a wake-up to whom). */
  detail?: string;
}

export interface ApprovalsToDecideProps {
  title: string;
  items: readonly ApprovalToDecide[];
  /** The canton of the user's organisation (CH: the national level). */
  stateCode: string;
  /** The text under the list for a canton: how long it has before the national level may decide. */
  deadlineKey: 'dashboard.approvals.deadline' | 'dashboard.approvals.wakeupDeadline';
  /** The time (epoch ms) the approvals are judged at (useApprovalClock): it moves at each deadline. */
  now: number;
}

/**
 * The home page's notice of interstate approvals the user's canton decides (events and wake-ups alike):
 * each linked, those decided in the place of cantons that let their deadline pass naming them. A canton is
 * told of each item whose deadline passed that the Confederation may now decide instead, and of the deadline
 * under the list only while an item is still within it.
 */
export function ApprovalsToDecide({ title, items, stateCode, deadlineKey, now }: ApprovalsToDecideProps) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return null;
  const national = stateCode === STATE_CH;
  const withinDeadline = items.some((item) => !nationalMayDecide(item, now));
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={title}
      // The light variant's orange title is too pale on its background (WCAG AA).
      styles={{ title: { color: 'var(--mantine-color-black)' } }}
    >
      <List spacing={4}>
        {items.map((item) => {
          const inPlaceOf = item.awaitingApprovalFrom.includes(stateCode)
            ? null
            : t('dashboard.approvals.inPlaceOf', {
                cantons: cantonNames(item.awaitingApprovalFrom, i18n.language as Language).join(', '),
              });
          const deadlinePassed =
            !national && nationalMayDecide(item, now) ? t('dashboard.approvals.deadlinePassed') : null;
          const said = [item.detail, inPlaceOf, deadlinePassed].filter(Boolean).join(' – ');
          return (
            <List.Item key={item.key}>
              {item.link}
              {said && (
                <Text span size="sm" c="gray.7">
                  {' '}
                  {said}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
      {!national && withinDeadline && (
        <Text size="sm" mt="xs">
          {t(deadlineKey, { minutes: INTERSTATE_TIMEOUT_MINUTES })}
        </Text>
      )}
    </Alert>
  );
}
