import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalCounters, EventCounters } from '../../../domain/events.ts';
import type { WakeupCounters } from './dashboardApi.ts';

export interface DashboardCountersProps {
  /** Null while the events are loading. */
  events: EventCounters | null;
  /** Null while the events are loading. */
  approvals: ApprovalCounters | null;
  /** Null while loading, or for users who may not see wake-ups. */
  wakeups: WakeupCounters | null;
}

function Counter({ label, value, urgent = false }: { label: string; value: string; urgent?: boolean }) {
  const labelId = useId();
  return (
    <Paper
      withBorder
      p="sm"
      role="group"
      aria-labelledby={labelId}
      bg={urgent ? 'orange.0' : undefined}
      bd={urgent ? '2px solid orange.8' : undefined}
    >
      <Text id={labelId} size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

const shown = (value: number | undefined) => (value === undefined ? '–' : String(value));

/**
 * The event and wake-up counters of the home page (SPEC.md §1, §3), and the interstate approvals of events
 * and of wake-ups from the user's canton's side (to decide stands out while there is one).
 */
export function DashboardCounters({ events, approvals, wakeups }: DashboardCountersProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('dashboard.counters.label')}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Counter label={t('dashboard.counters.activeEvents')} value={shown(events?.activeEvents)} />
        <Counter
          label={t('dashboard.counters.pendingPublications')}
          value={shown(events?.pendingPublications)}
        />
        <Counter
          label={t('dashboard.counters.inPreparationEvents')}
          value={shown(events?.inPreparationEvents)}
        />
        <Counter
          label={t('dashboard.counters.eventApprovals')}
          value={`${shown(approvals?.approvalsToDecide)} / ${shown(approvals?.approvalsAwaited)}`}
          urgent={(approvals?.approvalsToDecide ?? 0) > 0}
        />
        {wakeups && (
          <>
            <Counter
              label={t('dashboard.counters.wakeupsToBeAcknowledged')}
              value={shown(wakeups.wakeupsToBeAcknowledged)}
            />
            <Counter
              label={t('dashboard.counters.wakeupsWaitAcknowledge')}
              value={shown(wakeups.wakeupsWaitAcknowledge)}
            />
            <Counter
              label={t('dashboard.counters.wakeupsInterstateApproval')}
              value={`${wakeups.wakeupsDecideInterstateApproval} / ${wakeups.wakeupsWaitInterstateApproval}`}
              urgent={wakeups.wakeupsDecideInterstateApproval > 0}
            />
          </>
        )}
      </SimpleGrid>
    </section>
  );
}
