import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { EventListItem } from '../../../../domain/eventApi.ts';
import { awaitsDecisionOf } from '../../../../domain/events.ts';
import type { Language } from '../../../../domain/session.ts';
import { useMe } from '../../../auth/AuthContext.ts';
import { ApprovalBadge } from '../../../ui/ApprovalBadge.tsx';
import { MessageTypeBadge, StateBadge } from '../EventBadges.tsx';
import { cantonNames, eventTitle, formatEventTime } from '../eventLabels.ts';
import { useApprovalClock } from '../useApprovalClock.ts';
import { useEventTypes } from '../useEventTypes.ts';

// Badges and times stay on one line: a cut-off state or a time broken in two is misread.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Under the state: whether the pending approval waits for the user's side (the national organisation's too
 * once the cantons let their deadline pass, naming them), or for whom it waits.
 */
function AwaitedDecision({ item, now }: { item: EventListItem; now: number }) {
  const { t, i18n } = useTranslation();
  const { stateCode } = useMe();
  const deciders = item.awaitingApprovalFrom;
  if (deciders.length === 0) return null;
  const asked = deciders.includes(stateCode);
  const yours = awaitsDecisionOf(item, stateCode, now);
  return (
    <>
      {yours && (
        <ApprovalBadge radius="sm" ml={4} style={{ minWidth: 'max-content' }}>
          {t('events.list.awaitsYourDecision')}
        </ApprovalBadge>
      )}
      {!asked && (
        <Text size="xs" c="gray.7">
          {t('events.list.awaitingFrom', {
            cantons: cantonNames(deciders, i18n.language as Language).join(', '),
          })}
        </Text>
      )}
    </>
  );
}

/** One row per event, newest first; a click anywhere on a row (or Enter on its title link) opens the event. */
export function EventListTable({ items }: { items: readonly EventListItem[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { typeName } = useEventTypes();
  const approvalsAt = useApprovalClock(items);
  const language = i18n.language as Language;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {(
              [
                'number',
                'messageType',
                'title',
                'eventType',
                'state',
                'cantons',
                'owner',
                'created',
                'published',
              ] as const
            ).map((column) => (
              <Table.Th key={column}>{t(`events.list.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.eventId}
              onClick={() => navigate(`/events/${item.eventId}`)}
              style={{ cursor: 'pointer' }}
              data-event-id={item.eventId}
            >
              <Table.Td>{item.eventId}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <MessageTypeBadge messageType={item.messageType} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={`/events/${item.eventId}`}
                    onClick={(e) => e.stopPropagation()}
                  >
                    {eventTitle(item, language) || t('events.list.untitled')}
                  </Anchor>
                  {item.operationMode === 'EXERCISE' && (
                    <Badge color="yellow.5" autoContrast radius="sm" size="sm">
                      {t('ui.mode.EXERCISE')}
                    </Badge>
                  )}
                </Group>
                {item.correctionOf !== null && (
                  <Text size="xs" c="dimmed">
                    {t('events.list.correctionOf', { eventId: item.correctionOf })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{item.eventType ? typeName(item.eventType) : '–'}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <StateBadge state={item.state} />
                <AwaitedDecision item={item} now={approvalsAt} />
              </Table.Td>
              <Table.Td>{item.affectedStates.join(', ')}</Table.Td>
              <Table.Td>{item.owningState}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatEventTime(item.createdAt)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                {item.publishedAt ? formatEventTime(item.publishedAt) : '–'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
