import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { ApprovalBadge } from '../../ui/ApprovalBadge.tsx';
import { EventsIcon } from '../../ui/icons.tsx';
import { useShellStatus } from '../ShellStatus.ts';

/**
 * Header link to the events with the count of active events (once known) and the user's managed territory;
 * while events wait for the own canton's approval, an orange badge counts them and the link opens those events.
 */
export function EventsLink() {
  const { t } = useTranslation();
  const { managedTerritory } = useMe();
  const { eventCount, approvalCount } = useShellStatus();
  const permitted = usePermissions().has('EVENT_VIEW');
  if (!permitted) return null;
  const approvals = approvalCount ?? 0;
  return (
    <Button
      component={Link}
      to={approvals > 0 ? '/events?state=APPROVAL_PENDING' : '/events'}
      variant="subtle"
      color="dark"
      leftSection={<EventsIcon />}
      rightSection={
        eventCount === null && approvals === 0 ? null : (
          <Group gap={4} wrap="nowrap">
            {eventCount !== null && (
              <Badge
                circle={approvals === 0 && eventCount < 10}
                title={t('shell.header.activeEvents', { count: eventCount })}
              >
                {/* Beside the approvals the bare number would read as theirs: it then says what it counts. */}
                <span aria-hidden>
                  {approvals > 0 ? t('shell.header.activeShort', { count: eventCount }) : eventCount}
                </span>
                <VisuallyHidden>{t('shell.header.activeEvents', { count: eventCount })}</VisuallyHidden>
              </Badge>
            )}
            {approvals > 0 && (
              <ApprovalBadge title={t('shell.header.approvals', { count: approvals })}>
                <span aria-hidden>{t('shell.header.approvalsShort', { count: approvals })}</span>
                <VisuallyHidden>{t('shell.header.approvals', { count: approvals })}</VisuallyHidden>
              </ApprovalBadge>
            )}
          </Group>
        )
      }
    >
      <Stack gap={0} align="flex-start">
        <Text size="sm" fw={600} inherit>
          {t('shell.header.events')}
        </Text>
        <Text size="xs" c="gray.7" title={t('shell.header.territory')}>
          {managedTerritory}
        </Text>
      </Stack>
    </Button>
  );
}
