import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { EmergencyNotice } from '../../../shell/ShellStatus.ts';
import { dashboardKeys } from '../dashboardApi.ts';
import { type CentralSystemState, systemKeys } from './systemStatusQueries.ts';

/** Why the console is in emergency mode. */
export type Outage = Exclude<CentralSystemState, 'available'>;

// Query keys of what an operator watches: wake-ups and banner belong to their own features.
const WAKEUPS = ['wakeups'];
const BANNER = ['banner'];
/** How long the strip says that the central system is back. */
export const RECOVERED_NOTICE_MS = 8_000;

const ENTERED: Record<Outage, EmergencyNotice> = {
  serverUnreachable: {
    kind: 'outage',
    titleKey: 'dashboard.emergency.enteredTitle',
    messageKey: 'dashboard.emergency.entered',
  },
  databaseDown: {
    kind: 'outage',
    titleKey: 'dashboard.emergency.databaseDownTitle',
    messageKey: 'dashboard.emergency.databaseDown',
  },
};

const RECOVERED: EmergencyNotice = {
  kind: 'recovered',
  titleKey: 'dashboard.emergency.recoveredTitle',
  messageKey: 'dashboard.emergency.recovered',
};

/**
 * SPEC.md §4 "Emergency mode": on entering and on recovery the events and wake-ups are reloaded, on
 * recovery the banner and the channel states too, and a notice says so each time (naming the cause). The
 * notice is the shell's strip under the header (in the page's flow, never over a field being typed in):
 * the cause while the outage lasts, then for a few seconds that the system is back.
 */
export function useEmergencyNotices(outage: Outage | null): EmergencyNotice | null {
  const queryClient = useQueryClient();
  const previous = useRef(outage);
  const [recovered, setRecovered] = useState(false);
  useEffect(() => {
    const before = previous.current;
    if (before === outage) return;
    previous.current = outage;
    // The cause changed during the outage (the server stopped too, say): only the strip's text changes.
    if (before && outage) return;
    const reload = [dashboardKeys.all, WAKEUPS, ...(outage ? [] : [BANNER, systemKeys.status])];
    for (const queryKey of reload) void queryClient.invalidateQueries({ queryKey });
    setRecovered(!outage);
  }, [outage, queryClient]);
  useEffect(() => {
    if (!recovered) return;
    const timer = setTimeout(() => setRecovered(false), RECOVERED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [recovered]);
  if (outage) return ENTERED[outage];
  return recovered ? RECOVERED : null;
}
