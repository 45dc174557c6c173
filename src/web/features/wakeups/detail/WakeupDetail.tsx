import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WakeupDetail as WakeupDetailData } from '../../../../domain/wakeupApi.ts';
import { useMe } from '../../../auth/AuthContext.ts';
import { NeedsServer } from '../../../ui/last-known/NeedsServer.tsx';
import { useApprovalClock } from '../../events/useApprovalClock.ts';
import { WakeupApprovalNote } from '../WakeupApprovalNote.tsx';
import { ExerciseBadge, WakeupStateBadge } from '../WakeupBadges.tsx';
import { wakeupKeys } from '../wakeupsApi.ts';
import { textIn } from '../wakeupText.ts';
import { useWakeupActions } from './useWakeupActions.ts';
import { WakeupAddressees } from './WakeupAddressees.tsx';
import { WakeupFacts } from './WakeupFacts.tsx';
import { WakeupTimeline } from './WakeupTimeline.tsx';

function Actions({ wakeup }: { wakeup: WakeupDetailData }) {
  const { t } = useTranslation();
  const act = useWakeupActions(wakeup);
  if (wakeup.actions.length === 0) return null;
  return (
    <NeedsServer>
      <Group gap="sm">
        {wakeup.actions.map((action) => (
          <Button
            key={action}
            variant={action === 'CLOSE' || action === 'REFUSE' ? 'default' : 'filled'}
            onClick={() => void act(action)}
          >
            {t(`wakeups.actions.${action}`)}
          </Button>
        ))}
      </Group>
    </NeedsServer>
  );
}

/**
 * A loaded wake-up: subject and message in the reader's language, facts, whose interstate approval it
 * awaits, actions, addressees, timeline. When the canton's deadline passes it is read again, so that the
 * national level's buttons come the moment the server allows them.
 */
export function WakeupDetail({ wakeup }: { wakeup: WakeupDetailData }) {
  const { i18n } = useTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  const now = useApprovalClock(
    [wakeup],
    () => void queryClient.invalidateQueries({ queryKey: wakeupKeys.detail(wakeup.wakeupId) }),
  );
  const message = textIn(wakeup.message, i18n.language);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={1} size="h2">
          {textIn(wakeup.subject, i18n.language)}
        </Title>
        <WakeupStateBadge state={wakeup.state} />
        <ExerciseBadge mode={wakeup.operationMode} />
      </Group>
      {message && (
        <Paper withBorder p="sm">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{message}</Text>
        </Paper>
      )}
      <WakeupFacts wakeup={wakeup} />
      <WakeupApprovalNote wakeup={wakeup} stateCode={me.stateCode} now={now} />
      <Actions wakeup={wakeup} />
      <WakeupAddressees addressees={wakeup.addressees} />
      <WakeupTimeline history={wakeup.history} />
    </Stack>
  );
}
