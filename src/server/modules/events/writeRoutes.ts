import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_ACTIONS } from '../../../domain/eventWorkflow.ts';
import { RowIdParam } from '../../../domain/keys.ts';
import { auditActorOf } from '../../audit.ts';
import { actorOf } from '../../auth/guard.ts';
import { createEvent, saveEvent } from './drafts.ts';
import { declareFalseAlarm } from './falseAlarm.ts';
import { ActionSchema, CreateEventSchema, EventDetailSchema, SaveEventSchema } from './schemas.ts';
import { actOnEvent } from './workflow.ts';

const BASE = '/api/ecc/events';
const Id = z.object({ id: RowIdParam });
const tags = ['events'];
const edit = { access: { permissions: ['EVENT_VIEW' as const, 'EVENT_EDIT' as const] } };

/** Creating, saving, the workflow actions and the false alarm; each one audited transaction, then live. */
export async function eventWriteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    BASE,
    { config: edit, schema: { tags, body: CreateEventSchema, response: { 201: EventDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createEvent(app, auditActorOf(request), actorOf(request), request.body)),
  );

  r.put(
    `${BASE}/:id`,
    {
      config: edit,
      schema: { tags, params: Id, body: SaveEventSchema, response: { 200: EventDetailSchema } },
    },
    async (request) =>
      saveEvent(app, auditActorOf(request), actorOf(request), request.params.id, request.body),
  );

  const ActionParams = Id.extend({ action: z.enum(EVENT_ACTIONS) });
  r.post(
    `${BASE}/:id/actions/:action`,
    {
      config: edit,
      schema: { tags, params: ActionParams, body: ActionSchema, response: { 200: EventDetailSchema } },
    },
    async (request) => {
      const { id, action } = request.params;
      return actOnEvent(app, auditActorOf(request), actorOf(request), id, action, request.body);
    },
  );

  const falseAlarm = {
    access: { permissions: ['EVENT_VIEW' as const, 'EVENT_EDIT' as const, 'FALSE_ALARM_EDIT' as const] },
  };
  r.post(
    `${BASE}/:id/false-alarm`,
    { config: falseAlarm, schema: { tags, params: Id, response: { 201: EventDetailSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await declareFalseAlarm(app, auditActorOf(request), actorOf(request), request.params.id)),
  );
}
