import { Button, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WAKEUP_STATES } from '../../../../domain/wakeups.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { usePermissions } from '../../../auth/AuthContext.ts';
import { useOverlayNavigation } from '../../../shell/overlays/useOverlayNavigation.ts';
import { LoadFailure } from '../../../ui/LoadFailure.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useWakeupsLiveRefresh } from '../useWakeupsLiveRefresh.ts';
import { wakeupCalls, wakeupKeys } from '../wakeupsApi.ts';
import { WakeupListTable } from './WakeupListTable.tsx';

const PAGE_SIZE = 25;

/** /wakeups: the wake-ups of the user's canton and mode (the server scopes them), paged, newest first, live. */
export function WakeupListPage() {
  const { t } = useTranslation();
  const api = useApi();
  const mayEdit = usePermissions().has('WAKEUP_EDIT');
  const { openPopup } = useOverlayNavigation();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = { state: state || undefined, page: page - 1, size: PAGE_SIZE };
  const wakeups = useQuery({
    queryKey: wakeupKeys.list(filter),
    queryFn: () => wakeupCalls.list(api, filter),
    placeholderData: keepPreviousData,
  });
  useWakeupsLiveRefresh();

  const change = (field: 'state' | 'page', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(field, value);
        else next.delete(field);
        if (field !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  const total = wakeups.data?.total ?? 0;
  return (
    <Stack p="lg" gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('wakeups.list.title')}</Title>
        {mayEdit && (
          <Button onClick={() => openPopup('sendManualWakeupFromHome')}>{t('wakeups.list.send')}</Button>
        )}
      </Group>
      <Select
        label={t('wakeups.list.state')}
        placeholder={t('wakeups.list.allStates')}
        data={WAKEUP_STATES.map((value) => ({ value, label: t(`wakeups.states.${value}`) }))}
        value={state || null}
        onChange={(value) => change('state', value ?? '')}
        clearable
        w={280}
      />
      {wakeups.isPending && <Loading label={t('wakeups.list.loading')} />}
      {wakeups.isError && (
        <LoadFailure messageKey="wakeups.list.loadFailed" onRetry={() => void wakeups.refetch()} />
      )}
      {wakeups.data && total === 0 && <Text c="dimmed">{t('wakeups.list.empty')}</Text>}
      {wakeups.data && total > 0 && (
        <>
          <WakeupListTable items={wakeups.data.items} />
          {total > PAGE_SIZE && (
            <Pagination
              total={Math.ceil(total / PAGE_SIZE)}
              value={page}
              onChange={(value) => change('page', String(value))}
            />
          )}
        </>
      )}
    </Stack>
  );
}
