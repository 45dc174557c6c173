import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALARM_TASK_STATUSES } from '../../../domain/alarming.ts';
import { RowIdParam } from '../../../domain/keys.ts';
import {
  DamAlarmSchema,
  DamLockSchema,
  DamUnlockSchema,
  GENERAL_ALARM_WINDOW_HOURS,
} from '../../../domain/water.ts';
import { auditActorOf } from '../../audit.ts';
import { actorOf } from '../../auth/guard.ts';
import type { Operator } from '../alarming/operations.ts';
import { alarmDam, changeDamLock } from './commands.ts';
import { listDams, visibleDam } from './queries.ts';

const BASE = '/api/ecc/water/dams';
const tags = ['water'];
const EDIT = { access: { permissions: ['WATER_ALARM_EDIT' as const] } };
const Params = z.object({ id: RowIdParam });

const DamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stateCode: z.string(),
  municipality: z.string(),
  nearZone: z
    .object({ groupId: z.number().int(), name: z.string(), sirenCount: z.number().int() })
    .nullable(),
  locked: z.boolean(),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
  reason: z.string().nullable(),
  lastAlarmId: z.number().int().nullable(),
  lastAlarmStatus: z.enum(ALARM_TASK_STATUSES).nullable(),
  lastGeneralAlarm: z
    .object({ alarmId: z.number().int(), startedAt: z.string(), status: z.enum(ALARM_TASK_STATUSES) })
    .nullable()
    .describe(
      `The newest general alarm on the near zone within the last ${GENERAL_ALARM_WINDOW_HOURS} hours, in the caller’s mode.`,
    ),
});

const operatorOf = (request: FastifyRequest): Operator => ({
  actor: actorOf(request),
  audit: auditActorOf(request),
});

/**
 * The water alarm below dams (WATER_ALARM_EDIT): the dams of the caller's territory with their state in
 * the caller's mode, and the three steps unlock, alarm and lock.
 */
export async function waterRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    BASE,
    {
      config: EDIT,
      schema: {
        tags,
        description: 'Dams of the caller’s territory, by canton and name.',
        response: { 200: z.array(DamSchema) },
      },
    },
    (request) => listDams(app.database.db, actorOf(request)),
  );
  routes.get(
    `${BASE}/:id`,
    { config: EDIT, schema: { tags, params: Params, response: { 200: DamSchema } } },
    (request) => visibleDam(app.database.db, actorOf(request), request.params.id),
  );
  routes.post(
    `${BASE}/:id/unlock`,
    {
      config: EDIT,
      schema: {
        tags,
        description: 'Arms the dam’s water alarm.',
        params: Params,
        body: DamUnlockSchema,
        response: { 200: DamSchema },
      },
    },
    (request) => changeDamLock(app, operatorOf(request), request.params.id, 'unlock', request.body),
  );
  routes.post(
    `${BASE}/:id/lock`,
    {
      config: EDIT,
      schema: {
        tags,
        description: 'Disarms the dam’s water alarm.',
        params: Params,
        body: DamLockSchema,
        response: { 200: DamSchema },
      },
    },
    (request) => changeDamLock(app, operatorOf(request), request.params.id, 'lock', request.body),
  );
  routes.post(
    `${BASE}/:id/alarm`,
    {
      config: EDIT,
      schema: {
        tags,
        description: 'Sounds the water alarm on the near zone of an unlocked dam (a siren alarm task).',
        params: Params,
        body: DamAlarmSchema,
        response: { 201: z.object({ dam: DamSchema, alarmId: z.number().int() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await alarmDam(app, operatorOf(request), request.params.id, request.body)),
  );
}
