import { z } from 'zod';
import {
  ALARM_TASK_STATUSES,
  AlarmTargetSchema,
  SIREN_BEARERS,
  SIREN_RESULT_STATES,
  SIREN_SIGNALS,
} from '../../../domain/alarming.ts';
import { RowIdParam } from '../../../domain/keys.ts';
import { OPERATION_MODES } from '../../../domain/session.ts';

/** Response schemas of the alarm task routes (the shapes of domain/alarming.ts). */

const count = z.number().int().min(0);
const time = z.string();

const ResultTotalsSchema = z.object(
  Object.fromEntries(SIREN_RESULT_STATES.map((state) => [state, count])) as Record<
    (typeof SIREN_RESULT_STATES)[number],
    typeof count
  >,
);

export const AlarmTaskSummarySchema = z.object({
  id: z.number().int(),
  eventId: z.number().int().nullable(),
  operationMode: z.enum(OPERATION_MODES),
  signal: z.enum(SIREN_SIGNALS),
  target: AlarmTargetSchema,
  targetGroups: z.array(z.object({ id: z.number().int(), name: z.string(), stateCode: z.string() })),
  stateCodes: z.array(z.string()),
  sirenCount: count,
  status: z.enum(ALARM_TASK_STATUSES),
  startedBy: z.string(),
  startedAt: time,
  stoppedBy: z.string().nullable(),
  stoppedAt: time.nullable(),
  finishedAt: time.nullable(),
  repeatOf: z.number().int().nullable(),
  totals: ResultTotalsSchema,
});

export const AlarmTaskDetailSchema = AlarmTaskSummarySchema.extend({
  byCanton: z.array(z.object({ stateCode: z.string(), totals: ResultTotalsSchema })),
  byBearer: z.array(z.object({ bearer: z.enum(SIREN_BEARERS).nullable(), totals: ResultTotalsSchema })),
  hornsSounded: count,
  openableEventId: z.number().int().nullable(),
  mayStop: z.boolean(),
  stopOutsideTerritory: z.boolean(),
  mayRepeat: z.boolean(),
  repeatOutsideTerritory: z.boolean(),
});

export const SirenResultSchema = z.object({
  sirenId: z.number().int(),
  sirenCode: z.string(),
  sirenName: z.string(),
  stateCode: z.string(),
  municipality: z.string(),
  east: z.number(),
  north: z.number(),
  deviceId: z.string(),
  state: z.enum(SIREN_RESULT_STATES),
  faultCode: z.string().nullable(),
  bearer: z.enum(SIREN_BEARERS).nullable(),
  attempts: count,
  horn: z.boolean(),
  updatedAt: time,
});

export const AlarmIdParams = z.object({ id: RowIdParam });

export const AlarmListQuery = z.object({ status: z.enum(ALARM_TASK_STATUSES).optional() });
