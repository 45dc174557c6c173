import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { WaterNotice, WaterStep } from '../../../domain/water.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useMe } from '../../auth/AuthContext.ts';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';
import { waterCalls, waterKeys } from './waterApi.ts';

/**
 * The dams of the user's territory with their state, read again on every `water` notice of the user's
 * mode and on reconnection, so every console shows a change at once.
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
