import { type ReactNode, useMemo } from 'react';
import { countApprovals, countEvents } from '../../../../domain/events.ts';
import { isDegraded } from '../../../../domain/systemStatus.ts';
import { useMe, usePermissions } from '../../../auth/AuthContext.ts';
import { ShellStatusContext, UNKNOWN_STATUS } from '../../../shell/ShellStatus.ts';
import { useApprovalClock } from '../../events/useApprovalClock.ts';
import { useActiveSirenTest } from '../../sirentest/sirenTestApi.ts';
import { counterStateOf } from '../dashboardApi.ts';
import { useDashboardCounters, useDashboardEvents } from '../useDashboard.ts';
import { useCentralSystemState, useSystemStatus } from './systemStatusQueries.ts';
import { useEmergencyNotices } from './useEmergencyNotices.ts';
import { useQueriesWaitWhileDown } from './useQueriesWaitWhileDown.ts';

/**
 * Gives the shell what the dashboard knows: the header's event count (active events of the user's
 * counter state) and the events waiting for the own canton's approval, the wake-ups the user's organisation must handle, emergency mode while the central
 * system (server or its database) does not answer, and degraded mode while it answers but a channel that
 * should work cannot (domain `isDegraded`), and whether a siren test is active (its pages and menu entries).
 */
export function ConsoleStatusProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  const central = useCentralSystemState();
  useQueriesWaitWhileDown(central !== 'available');
  const events = useDashboardEvents();
  const counters = useDashboardCounters();
  const seesWakeups = usePermissions().has('WAKEUP_VIEW');
  const status = useSystemStatus();
  // The readiness check, every 2 s, is fresher than the status's `centralEccAvailable`, read every 15 s.
  const outage = central === 'available' ? null : central;
  const emergencyMode = outage !== null;
  const degradedMode = central === 'available' && status.data !== undefined && isDegraded(status.data);
  const counterState = counterStateOf(me);
  const eventCount = events.data ? countEvents(events.data, counterState).activeEvents : null;
  const approvalsAt = useApprovalClock(events.data);
  const approvalCount = events.data
    ? countApprovals(events.data, me.stateCode, approvalsAt).approvalsToDecide
    : null;
  const wakeupCount = seesWakeups && counters.data ? counters.data.wakeupsToBeHandled : null;
  const sirenTest = useActiveSirenTest();
  const sirenTestActive = Boolean(sirenTest.data?.test);
  const sirenTestPending = sirenTest.isPending;
  const emergencyNotice = useEmergencyNotices(outage);
  const value = useMemo(
    () => ({
      ...UNKNOWN_STATUS,
      eventCount,
      approvalCount,
      wakeupCount,
      emergencyMode,
      emergencyNotice,
      degradedMode,
      sirenTestActive,
      sirenTestPending,
    }),
    [
      eventCount,
      approvalCount,
      wakeupCount,
      emergencyMode,
      emergencyNotice,
      degradedMode,
      sirenTestActive,
      sirenTestPending,
    ],
  );
  return <ShellStatusContext.Provider value={value}>{children}</ShellStatusContext.Provider>;
}
