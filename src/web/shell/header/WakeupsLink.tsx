import { Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { WakeupsIcon } from '../../ui/icons.tsx';
import { useShellStatus } from '../ShellStatus.ts';

/**
 * Header link to the wake-ups with their count (once known) and the addressee the user answers for, in full
 * while the header has room; `className` lets the header make it the part that gives way.
 */
export function WakeupsLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { wakeupAddresseeName } = useMe();
  const { wakeupCount } = useShellStatus();
  const permitted = usePermissions().has('WAKEUP_VIEW');
  if (!permitted) return null;
  return (
    <Button
      component={Link}
      to="/wakeups"
      className={className}
      variant="subtle"
      color="dark"
      leftSection={<WakeupsIcon />}
      rightSection={wakeupCount === null ? null : <Badge circle={wakeupCount < 10}>{wakeupCount}</Badge>}
    >
      <Stack gap={0} align="flex-start" miw={0}>
        {/* Cut only where the header runs out of room, the longer addressee first; its hover names it in full. */}
        <Text size="sm" fw={600} inherit truncate maw="100%">
          {t('shell.header.wakeups')}
        </Text>
        <Text
          size="xs"
          c="gray.7"
          title={t('ui.labelValue', { label: t('shell.header.addressee'), value: wakeupAddresseeName })}
          truncate
          maw="100%"
        >
          {wakeupAddresseeName}
        </Text>
      </Stack>
    </Button>
  );
}
