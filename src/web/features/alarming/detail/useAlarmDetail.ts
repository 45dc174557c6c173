import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { AlarmTaskDetail, SirenResult, SirenResultChange } from '../../../../domain/alarming.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { useMe } from '../../../auth/AuthContext.ts';
import { useLiveConnected, useLiveTopic } from '../../../live/LiveContext.ts';
import { alarmCalls, alarmKeys } from '../alarmingApi.ts';
import { applyChanges, isProgressFor } from '../progress.ts';

/**
 * One alarm task and its sirens, kept live: each `alarms/progress` message of the task updates the status
 * and the changed sirens in place. Every change heard is kept, so that lines read while messages were
 * arriving get them too (a change applies only over an older line); the status, totals and end time come
 * with every message. A change of status (finished, stopped) and every reconnection read the task again,
 * for what the messages do not carry (stopped by) or what was missed.
 */
export function useAlarmDetail(id: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { operationMode } = useMe();
  const heard = useRef(new Map<number, SirenResultChange>());
  const detail = useQuery({ queryKey: alarmKeys.detail(id), queryFn: () => alarmCalls.detail(api, id) });
  const sirens = useQuery({
    queryKey: alarmKeys.sirens(id),
    queryFn: async () => applyChanges(await alarmCalls.sirens(api, id), heard.current),
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: alarmKeys.detail(id) });

  useLiveTopic('alarms/progress', (payload) => {
    if (!isProgressFor(payload, operationMode) || payload.alarmId !== id) return;
    const changes = new Map(payload.changes.map((change) => [change.sirenId, change]));
    for (const [sirenId, change] of changes) heard.current.set(sirenId, change);
    queryClient.setQueryData<SirenResult[]>(
      alarmKeys.sirens(id),
      (rows) => rows && applyChanges(rows, changes),
    );
    const before = queryClient.getQueryData<AlarmTaskDetail>(alarmKeys.detail(id));
    const { totals, status, finishedAt } = payload;
    queryClient.setQueryData<AlarmTaskDetail>(
      alarmKeys.detail(id),
      (task) => task && { ...task, totals, status, finishedAt },
    );
    if (before && before.status !== status) reload();
  });
  useLiveConnected(reload);

  return { detail, sirens };
}
