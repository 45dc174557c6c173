import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WakeupDetail } from '../../../../domain/wakeupApi.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { LoadFailure } from '../../../ui/LoadFailure.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useWakeupsLiveRefresh } from '../useWakeupsLiveRefresh.ts';
import { ExerciseBadge, WakeupStateBadge } from '../WakeupBadges.tsx';
import { wakeupCalls, wakeupKeys } from '../wakeupsApi.ts';
import { textIn } from '../wakeupText.ts';
import { useWakeupActions } from './useWakeupActions.ts';
import { WakeupAddressees } from './WakeupAddressees.tsx';
import { WakeupFacts } from './WakeupFacts.tsx';
import { WakeupTimeline } from './WakeupTimeline.tsx';

function Actions({ wakeup }: { wakeup: WakeupDetail }) {
  const { t } = useTranslation();
  const act = useWakeupActions(wakeup);
  if (wakeup.actions.length === 0) return null;
  return (
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
  );
}

function useWakeupDetail(id: number) {
  const api = useApi();
  return useQuery({ queryKey: wakeupKeys.detail(id), queryFn: () => wakeupCalls.detail(api, id) });
}

/** One wake-up, live: subject and message in the reader's language, facts, actions, addressees, timeline. */
export function WakeupDetailView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const detail = useWakeupDetail(id);
  useWakeupsLiveRefresh();
  if (detail.isPending) return <Loading label={t('wakeups.detail.loading')} />;
  if (detail.isError)
    return <LoadFailure messageKey="wakeups.detail.loadFailed" onRetry={() => void detail.refetch()} />;
  const wakeup = detail.data;
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
      <Actions wakeup={wakeup} />
      <WakeupAddressees addressees={wakeup.addressees} />
      <WakeupTimeline history={wakeup.history} />
    </Stack>
  );
}
