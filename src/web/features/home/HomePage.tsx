import { Alert, Grid, Stack, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countApprovals, countEvents } from '../../../domain/events.ts';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { firstScreenCommitted } from '../../firstScreen.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { useShellStatus } from '../../shell/ShellStatus.ts';
import { useApprovalClock } from '../events/useApprovalClock.ts';
import { DashboardCounters } from './DashboardCounters.tsx';
import { counterStateOf } from './dashboardApi.ts';
import { EventApprovals } from './EventApprovals.tsx';
import { HomeLinks } from './HomeLinks.tsx';
import { CantonMap } from './map/CantonMap.tsx';
import { ChannelStatus } from './status/ChannelStatus.tsx';
import { useDashboardCounters, useDashboardEvents, useMapStates, useMapTiles } from './useDashboard.ts';
import { useWakeupApprovals } from './wakeups/useWakeupApprovals.ts';
import { WakeupApprovals } from './wakeups/WakeupApprovals.tsx';

/** The landing page: the counters, the situation map of the cantons and the shortcuts the user may follow. */
export function HomePage() {
  const { t } = useTranslation();
  const me = useMe();
  const mayViewWakeups = usePermissions().has('WAKEUP_VIEW');
  const events = useDashboardEvents();
  const counters = useDashboardCounters();
  const states = useMapStates();
  const tiles = useMapTiles();
  const { emergencyMode } = useShellStatus();
  const counterState = counterStateOf(me);
  const eventCounters = useMemo(
    () => (events.data ? countEvents(events.data, counterState) : null),
    [events.data, counterState],
  );
  const wakeupApprovals = useWakeupApprovals();
  // One clock for both: an event's or a wake-up's approval becomes the national level's at its deadline.
  const pendingApprovals = useMemo(
    () => [...(events.data ?? []), ...(wakeupApprovals ?? [])],
    [events.data, wakeupApprovals],
  );
  const approvalsAt = useApprovalClock(pendingApprovals);
  const approvalCounters = useMemo(
    () => (events.data ? countApprovals(events.data, me.stateCode, approvalsAt) : null),
    [events.data, me.stateCode, approvalsAt],
  );
  useEffect(firstScreenCommitted, []);

  return (
    <Stack p="lg" gap="md">
      <Title order={1}>{t('menu.screens.home')}</Title>
      {events.isError && !emergencyMode && (
        <Alert color="orange" role="alert" title={t('dashboard.loadFailed.title')}>
          {t('dashboard.loadFailed.text')}
        </Alert>
      )}
      {events.data && <EventApprovals events={events.data} stateCode={me.stateCode} now={approvalsAt} />}
      {wakeupApprovals && (
        <WakeupApprovals wakeups={wakeupApprovals} stateCode={me.stateCode} now={approvalsAt} />
      )}
      <DashboardCounters
        events={eventCounters}
        approvals={approvalCounters}
        wakeups={mayViewWakeups ? (counters.data ?? null) : null}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {tiles.isPending ? (
            <PageLoading />
          ) : (
            <CantonMap
              states={states.data ?? []}
              events={events.data ?? []}
              tilesUrl={tiles.data?.tilesUrl ?? null}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" align="flex-start">
            <ChannelStatus />
            <HomeLinks />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
