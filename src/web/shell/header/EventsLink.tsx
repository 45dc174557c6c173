import { Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { EventsIcon } from '../../ui/icons.tsx';
import { useShellStatus } from '../ShellStatus.ts';

/** Header link to the events with their count (once known) and the user's managed territory. */
export function EventsLink() {
  const { t } = useTranslation();
  const { managedTerritory } = useMe();
  const { eventCount } = useShellStatus();
  const permitted = usePermissions().has('EVENT_VIEW');
  if (!permitted) return null;
  return (
    <Button
      component={Link}
      to="/events"
      variant="subtle"
      color="dark"
      leftSection={<EventsIcon />}
      rightSection={eventCount === null ? null : <Badge circle={eventCount < 10}>{eventCount}</Badge>}
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
