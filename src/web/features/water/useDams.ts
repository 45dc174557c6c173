import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Dam, WaterNotice, WaterStep } from '../../../domain/water.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useMe } from '../../auth/AuthContext.ts';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';
import { isProgressFor } from '../alarming/progress.ts';
import { waterCalls, waterKeys } from './waterApi.ts';

/**
 * The dams of the user's territory with their state, read again on every `water` notice of the user's
 * mode and on reconnection, so every console shows a change at once; when a dam's running water alarm
 * ends (its `alarms/progress` says so), so that the dam may be alarmed again; and on the first progress of
 * an alarm the dams do not name yet, which may be a general alarm on a near zone (the warning then goes).
 */
export function useDams() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { operationMode } = useMe();
  const dams = useQuery({ queryKey: waterKeys.dams, queryFn: () => waterCalls.dams(api) });
  const reload = () => void queryClient.invalidateQueries({ queryKey: waterKeys.dams });
  useLiveTopic<WaterNotice>('water', (notice) => {
    if (notice.operationMode === operationMode) reload();
  });
  // Alarms whose progress came already: each new one reads the dams once, not on each of its messages.
  const seen = useRef(new Set<number>());
  useLiveTopic('alarms/progress', (progress) => {
    if (!isProgressFor(progress, operationMode)) return;
    const { alarmId } = progress;
    const first = !seen.current.has(alarmId);
    seen.current.add(alarmId);
    const named = (dam: Dam) => dam.lastAlarmId === alarmId || dam.lastGeneralAlarm?.alarmId === alarmId;
    const ended = (dam: Dam) =>
      progress.status !== 'RUNNING' && dam.lastAlarmId === alarmId && dam.lastAlarmStatus === 'RUNNING';
    if ((first && !dams.data?.some(named)) || dams.data?.some(ended)) reload();
  });
  useLiveConnected(reload);
  return dams;
}

// The address parameter that holds the chosen dam.
const DAM_PARAM = 'dam';

/** The address of a step's page with the dam already chosen. */
export const damStepPath = (step: WaterStep, damId: number) => `/water/${step}?${DAM_PARAM}=${damId}`;

/** The chosen dam lives in the address (`?dam=<id>`), so reload and the three pages keep it. */
export function useChosenDam(): [number | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get(DAM_PARAM));
  const choose = (next: number) =>
    setParams(
      (current) => {
        current.set(DAM_PARAM, String(next));
        return current;
      },
      { replace: true },
    );
  return [Number.isInteger(id) && id > 0 ? id : null, choose];
}
