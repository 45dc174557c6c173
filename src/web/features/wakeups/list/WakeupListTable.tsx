import { Anchor, Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { WakeupListItem } from '../../../../domain/wakeupApi.ts';
import { formatEventTime } from '../../events/eventLabels.ts';
import { ExerciseBadge, WakeupStateBadge } from '../WakeupBadges.tsx';
import { textIn } from '../wakeupText.ts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
// A badge beside a long subject keeps its whole word («RICEVUTA», not «RICEV…»): the subject wraps instead.
const WHOLE = { minWidth: 'max-content' } as const;
const COLUMNS = ['number', 'subject', 'state', 'sender', 'receiver', 'sent', 'acknowledged'] as const;

/** One row per wake-up, newest first; a click on a row opens it. */
export function WakeupListTable({ items }: { items: readonly WakeupListItem[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(`wakeups.list.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.wakeupId}
              onClick={() => navigate(`/wakeups/${item.wakeupId}`)}
              style={{ cursor: 'pointer' }}
              data-wakeup-id={item.wakeupId}
            >
              <Table.Td>{item.wakeupId}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={`/wakeups/${item.wakeupId}`}
                    onClick={(e) => e.stopPropagation()}
                  >
                    {textIn(item.subject, i18n.language)}
                  </Anchor>
                  <ExerciseBadge mode={item.operationMode} />
                  {item.wakeupAsReceiver && (
                    <Badge variant="outline" size="sm" style={WHOLE}>
                      {t('wakeups.list.received')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <WakeupStateBadge state={item.state} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>{item.senderOrganisation}</Table.Td>
              <Table.Td style={NO_WRAP}>{item.receiverOrganisation}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatEventTime(item.createdAt)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                {item.acknowledgedAt ? formatEventTime(item.acknowledgedAt) : '–'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
