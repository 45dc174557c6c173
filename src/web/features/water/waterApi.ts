import type { Dam, DamAlarmAnswer, DamStepBody, WaterStep } from '../../../domain/water.ts';
import { ECC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

const BASE = `${ECC}/water/dams`;

/** Query keys: the dams of the user's territory, in the user's operation mode. */
export const waterKeys = { dams: ['water', 'dams'] as const };

/** The water-alarm calls (all in the caller's operation mode and territory). */
export const waterCalls = {
  dams: (api: ApiClient) => api.get<Dam[]>(BASE),
  /** Unlock and lock answer the dam; alarm answers the dam and its new alarm task. */
  step: (api: ApiClient, step: WaterStep, damId: number, body: DamStepBody) =>
    api.post<Dam | DamAlarmAnswer>(
      `${BASE}/${damId}/${step}`,
      step === 'alarm' ? { confirmation: body.confirmation } : body,
    ),
};
