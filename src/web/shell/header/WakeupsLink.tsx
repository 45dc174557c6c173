import { Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { WakeupsIcon } from '../../ui/icons.tsx';
import { useShellStatus } from '../ShellStatus.ts';

/** Header link to the wake-ups with their count (once known) and the addressee the user answers for. */
export function WakeupsLink() {
  const { t } = useTranslation();
  const { wakeupAddresseeName } = useMe();
  const { wakeupCount } = useShellStatus();
  const permitted = usePermissions().has('WAKEUP_VIEW');
  if (!permitted) return null;
  return (
    <Button
      component={Link}
      to="/wakeups"
      variant="subtle"
      color="dark"
      leftSection={<WakeupsIcon />}
      rightSection={wakeupCount === null ? null : <Badge circle={wakeupCount < 10}>{wakeupCount}</Badge>}
    >
      <Stack gap={0} align="flex-start">
        <Text size="sm" fw={600} inherit>
          {t('shell.header.wakeups')}
        </Text>
        {/* A long addressee is cut; the hover names it in full. */}
        <Text
          size="xs"
          c="gray.7"
          title={t('ui.labelValue', { label: t('shell.header.addressee'), value: wakeupAddresseeName })}
          truncate
          maw={170}
        >
          {wakeupAddresseeName}
        </Text>
      </Stack>
    </Button>
  );
}
