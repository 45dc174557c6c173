import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WakeupDetail, WakeupOrganisation } from '../../../../domain/wakeupApi.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { ApiError } from '../../../api/http.ts';
import { serverNow } from '../../../api/serverClock.ts';
import { useMe } from '../../../auth/AuthContext.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useWakeupsLiveRefresh } from '../useWakeupsLiveRefresh.ts';
import { WakeupApprovalNote } from '../WakeupApprovalNote.tsx';
import { WakeupStateBadge } from '../WakeupBadges.tsx';
import { wakeupCalls, wakeupKeys } from '../wakeupsApi.ts';
import { textIn } from '../wakeupText.ts';

/** How many persons the call reached: what the sending (or the approval) recorded. */
function calledPersons(wakeup: WakeupDetail): number | null {
  const call = wakeup.history.findLast((step) => step.action === 'SEND' || step.action === 'APPROVE');
  return call?.detail ? Number(call.detail) : null;
}

function SentWakeup({
  id,
  query,
  organisations,
}: {
  id: number;
  query: UseQueryResult<WakeupDetail>;
  organisations: readonly WakeupOrganisation[];
}) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const wakeup = query.data;
  if (!wakeup) {
    if (query.isPending) return <Loading label={t('wakeups.detail.loading')} />;
    const notFound = query.error instanceof ApiError && [403, 404].includes(query.error.status);
    return <Text role="alert">{t(notFound ? 'wakeups.detail.notFound' : 'wakeups.detail.loadFailed')}</Text>;
  }
  const receiver = organisations.find((o) => o.code === wakeup.receiverOrganisation);
  const persons = calledPersons(wakeup);
  return (
    <>
      <Group gap="sm" justify="space-between" wrap="nowrap" align="flex-start">
        <Anchor component={Link} to={`/wakeups/${id}`} fw={600}>
          {t('wakeups.detail.heading', { wakeupId: id, subject: textIn(wakeup.subject, i18n.language) })}
        </Anchor>
        <WakeupStateBadge state={wakeup.state} />
      </Group>
      <Text size="sm">
        {t('ui.labelValue', {
          label: t('wakeups.detail.receiver'),
          value: receiver
            ? `${receiver.code} – ${textIn(receiver.name, i18n.language)}`
            : wakeup.receiverOrganisation,
        })}
      </Text>
      {wakeup.state === 'INTERSTATE_APPROVAL_PENDING' ? (
        <WakeupApprovalNote wakeup={wakeup} stateCode={me.stateCode} now={serverNow()} />
      ) : (
        persons !== null && (
          <Text size="sm" c="gray.7">
            {t('wakeups.history.persons', { count: persons })}
          </Text>
        )
      )}
    </>
  );
}

/**
 * Where sending leads: every wake-up the sending made (one per organisation), each with its receiver and
 * state, and in plain words which one waits for whose interstate approval before anyone is called. Live.
 */
export function SentWakeups({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const api = useApi();
  useWakeupsLiveRefresh();
  const details = useQueries({
    queries: ids.map((id) => ({
      queryKey: wakeupKeys.detail(id),
      queryFn: () => wakeupCalls.detail(api, id),
    })),
  });
  const organisations = useQuery({
    queryKey: wakeupKeys.organisations,
    queryFn: () => wakeupCalls.organisations(api),
  });
  return (
    <Stack gap="sm">
      <Text>{t('wakeups.sent.lead', { count: ids.length })}</Text>
      <Stack gap="xs" role="list">
        {ids.map((id, index) => (
          <Paper key={id} withBorder p="sm" role="listitem">
            <Stack gap={6}>
              <SentWakeup
                id={id}
                query={details[index] as UseQueryResult<WakeupDetail>}
                organisations={organisations.data ?? []}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Anchor component={Link} to="/wakeups">
          {t('wakeups.notification.show')}
        </Anchor>
      </Group>
    </Stack>
  );
}
