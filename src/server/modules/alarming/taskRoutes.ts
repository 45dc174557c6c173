import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AlarmTaskCreateSchema } from '../../../domain/alarming.ts';
import { auditActorOf } from '../../audit.ts';
import { actorOf } from '../../auth/guard.ts';
import { alarmDetailFor, type Operator, repeatAlarm, stopAlarm, triggerGenericAlarm } from './operations.ts';
import { alarmSirens, listAlarmTasks } from './taskQueries.ts';
import {
  AlarmIdParams,
  AlarmListQuery,
  AlarmTaskDetailSchema,
  AlarmTaskSummarySchema,
  SirenResultSchema,
} from './taskSchemas.ts';

const BASE = '/api/scc/alarming/sirenalarms';
const tags = ['alarming'];
const VIEW = { access: { permissions: ['ALARMING_ALARMTASK_VIEW' as const] } };
const EDIT = {
  access: { permissions: ['ALARMING_ALARMTASK_VIEW' as const, 'ALARMING_ALARMTASK_EDIT' as const] },
};

const operatorOf = (request: FastifyRequest): Operator => ({
  actor: actorOf(request),
  audit: auditActorOf(request),
});

/**
 * Alarm tasks (DESIGN.md §4a, brief's API): list, trigger, detail, per-siren results, stop and repeat,
 * each in the caller's operation mode and territory.
 */
export async function alarmTaskRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    BASE,
    {
      config: VIEW,
      schema: {
        tags,
        description: 'Alarm tasks of the caller’s mode touching their territory, newest first (at most 200).',
        querystring: AlarmListQuery,
        response: { 200: z.array(AlarmTaskSummarySchema) },
      },
    },
    (request) => listAlarmTasks(app.database.db, actorOf(request), request.query.status),
  );

  routes.post(
    BASE,
    {
      config: EDIT,
      schema: {
        tags,
        description:
          'Triggers a siren alarm on sirens, siren groups, cantons or an event’s area. The water alarm is refused (409): it is sounded from its dam (water routes).',
        body: AlarmTaskCreateSchema,
        response: { 201: AlarmTaskSummarySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await triggerGenericAlarm(app, operatorOf(request), request.body)),
  );

  routes.get(
    `${BASE}/:id`,
    {
      config: VIEW,
      schema: { tags, params: AlarmIdParams, response: { 200: AlarmTaskDetailSchema } },
    },
    (request) => alarmDetailFor(app.database.db, actorOf(request), request.params.id),
  );

  routes.get(
    `${BASE}/:id/sirens`,
    {
      config: VIEW,
      schema: { tags, params: AlarmIdParams, response: { 200: z.array(SirenResultSchema) } },
    },
    (request) => alarmSirens(app.database.db, actorOf(request), request.params.id),
  );

  routes.post(
    `${BASE}/:id/stop`,
    {
      config: EDIT,
      schema: { tags, params: AlarmIdParams, response: { 200: AlarmTaskSummarySchema } },
    },
    (request) => stopAlarm(app, operatorOf(request), request.params.id),
  );

  routes.post(
    `${BASE}/:id/repeat`,
    {
      config: EDIT,
      schema: { tags, params: AlarmIdParams, response: { 201: AlarmTaskSummarySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await repeatAlarm(app, operatorOf(request), request.params.id)),
  );
}
