import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WakeupListItem } from '../../../../domain/wakeupApi.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { usePermissions } from '../../../auth/AuthContext.ts';
import { useLiveConnected, useLiveTopic } from '../../../live/LiveContext.ts';
import { type WakeupListFilter, wakeupCalls, wakeupKeys } from '../../wakeups/wakeupsApi.ts';

// Pending approvals are few and short-lived: one page holds them all.
const PENDING: WakeupListFilter = { state: 'INTERSTATE_APPROVAL_PENDING', size: 200 };

/**
 * The wake-ups the user sees whose interstate approval is pending (their canton's, and for the national
 * level every canton's), with whose decision each awaits and from when the national level may decide
 * (`awaitsDecisionOf` tells which are the user's to decide now). Read again on every `wakeups` message.
 */
export function useWakeupApprovals(): readonly WakeupListItem[] | undefined {
  const api = useApi();
  const queryClient = useQueryClient();
  const permitted = usePermissions().has('WAKEUP_VIEW');
  const { data } = useQuery({
    queryKey: wakeupKeys.list(PENDING),
    queryFn: () => wakeupCalls.list(api, PENDING),
    enabled: permitted,
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: wakeupKeys.list(PENDING) });
  useLiveTopic('wakeups', reload);
  useLiveConnected(reload);
  return permitted ? data?.items : undefined;
}
