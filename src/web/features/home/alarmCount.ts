import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlarmCount } from '../../../domain/alarming.ts';
import type { OperationMode } from '../../../domain/session.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { SCC } from '../../api/bases.ts';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { useFirstScreenShown } from '../../firstScreen.ts';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';
import { counterStateOf } from './dashboardApi.ts';

export const ALARM_COUNT_KEY = ['alarming', 'sirenalarms', 'active'] as const;

/** Whether a live `alarms/count` message is the count this console shows: its mode and its own scope. */
export function isAlarmCountFor(
  payload: unknown,
  operationMode: OperationMode,
  state: string,
): payload is AlarmCount {
  if (typeof payload !== 'object' || payload === null) return false;
  const message = payload as Partial<AlarmCount>;
  return (
    message.operationMode === operationMode &&
    message.state === state &&
    Number.isInteger(message.count) &&
    (message.count ?? -1) >= 0
  );
}

/** The active siren alarms of the user's mode and territory; null until known or without the permission. */
export function useActiveAlarmCount(): number | null {
  const api = useApi();
  const permitted = usePermissions().has('ALARMING_ALARMTASK_VIEW');
  const shown = useFirstScreenShown();
  const { data } = useQuery({
    queryKey: ALARM_COUNT_KEY,
    queryFn: () => api.get<{ count: number }>(`${SCC}/alarming/sirenalarms/active`),
    enabled: permitted && shown,
  });
  return permitted && data ? data.count : null;
}

/** Takes the counts published on `alarms/count` for this console; reads the count again on reconnection. */
export function useAlarmCountLiveSync() {
  const queryClient = useQueryClient();
  const me = useMe();
  const state = counterStateOf(me);
  useLiveTopic('alarms/count', (payload) => {
    if (isAlarmCountFor(payload, me.operationMode, state)) {
      queryClient.setQueryData(ALARM_COUNT_KEY, { count: payload.count });
    }
  });
  useLiveConnected(() => void queryClient.invalidateQueries({ queryKey: ALARM_COUNT_KEY }));
}
