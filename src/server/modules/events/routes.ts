import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_ACTIONS } from '../../../domain/eventWorkflow.ts';
import { auditActorOf } from '../../audit.ts';
import { actorOf } from '../../auth/guard.ts';
import { ProblemError } from '../../http/problem.ts';
import { createEvent, EVENT_KEYS, saveEvent } from './drafts.ts';
import { declareFalseAlarm } from './falseAlarm.ts';
import { publicCapRoutes } from './publicCap.ts';
import { capOf, findVisibleEvent, historyOf, listEvents, listTemplates, versionsOf } from './queries.ts';
import { reachPreview } from './reachRoute.ts';
import { detailOf, listItemOf } from './rows.ts';
import {
  ActionSchema,
  CreateEventSchema,
  EventDetailSchema,
  EventHistorySchema,
  EventListQuery,
  EventPageSchema,
  EventTemplatesSchema,
  EventVersionsSchema,
  ReachPreviewSchema,
  ReachRequestSchema,
  SaveEventSchema,
} from './schemas.ts';
import { actOnEvent } from './workflow.ts';

const BASE = '/api/ecc/events';
const Id = z.object({ id: z.coerce.number().int().positive() });
const tags = ['events'];

/** The events API of src/domain/eventApi.ts: list, detail, editing, workflow actions, reach, CAP, templates. */
export async function eventRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const view = { access: { permissions: ['EVENT_VIEW' as const] } };
  const edit = { access: { permissions: ['EVENT_VIEW' as const, 'EVENT_EDIT' as const] } };

  r.get(
    BASE,
    { config: view, schema: { tags, querystring: EventListQuery, response: { 200: EventPageSchema } } },
    async (request) => {
      const { from, to, ...filter } = request.query;
      const page = await listEvents(db(), actorOf(request), {
        ...filter,
        ...(from ? { from: new Date(from) } : {}),
        ...(to ? { to: new Date(to) } : {}),
      });
      return { items: page.items.map(listItemOf), total: page.total };
    },
  );

  r.post(
    BASE,
    { config: edit, schema: { tags, body: CreateEventSchema, response: { 201: EventDetailSchema } } },
    async (request, reply) => {
      const detail = await createEvent(app, auditActorOf(request), actorOf(request), request.body);
      return reply.code(201).send(detail);
    },
  );

  r.post(
    `${BASE}/reach`,
    { config: view, schema: { tags, body: ReachRequestSchema, response: { 200: ReachPreviewSchema } } },
    async (request) => reachPreview(db(), actorOf(request), request.body),
  );

  r.get(
    `${BASE}/:id`,
    { config: view, schema: { tags, params: Id, response: { 200: EventDetailSchema } } },
    async (request) =>
      detailOf(
        await findVisibleEvent(db(), actorOf(request), request.params.id),
        actorOf(request),
        new Date(),
      ),
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

  r.post(
    `${BASE}/:id/actions/:action`,
    {
      config: edit,
      schema: {
        tags,
        params: Id.extend({ action: z.enum(EVENT_ACTIONS) }),
        body: ActionSchema,
        response: { 200: EventDetailSchema },
      },
    },
    async (request) =>
      actOnEvent(
        app,
        auditActorOf(request),
        actorOf(request),
        request.params.id,
        request.params.action,
        request.body,
      ),
  );

  r.post(
    `${BASE}/:id/false-alarm`,
    {
      config: { access: { permissions: ['EVENT_VIEW', 'EVENT_EDIT', 'FALSE_ALARM_EDIT'] } },
      schema: { tags, params: Id, response: { 201: EventDetailSchema } },
    },
    async (request, reply) => {
      const detail = await declareFalseAlarm(app, auditActorOf(request), actorOf(request), request.params.id);
      return reply.code(201).send(detail);
    },
  );

  r.get(
    `${BASE}/:id/history`,
    { config: view, schema: { tags, params: Id, response: { 200: EventHistorySchema } } },
    async (request) => {
      const event = await findVisibleEvent(db(), actorOf(request), request.params.id);
      return historyOf(db(), event.id);
    },
  );

  r.get(
    `${BASE}/:id/versions`,
    { config: view, schema: { tags, params: Id, response: { 200: EventVersionsSchema } } },
    async (request) => {
      const event = await findVisibleEvent(db(), actorOf(request), request.params.id);
      return versionsOf(db(), event.id);
    },
  );

  r.get(
    `${BASE}/:id/cap`,
    {
      config: view,
      schema: {
        tags,
        params: Id,
        querystring: z.object({ version: z.coerce.number().int().positive().optional() }),
      },
    },
    async (request, reply) => {
      const event = await findVisibleEvent(db(), actorOf(request), request.params.id);
      const xml = await capOf(db(), event.id, request.query.version);
      if (!xml) throw new ProblemError(404, EVENT_KEYS.versionNotFound);
      return reply.type('application/cap+xml; charset=utf-8').send(xml);
    },
  );

  await publicCapRoutes(app);

  r.get(
    '/api/ecc/event-templates',
    { config: view, schema: { tags, response: { 200: EventTemplatesSchema } } },
    async () => listTemplates(db()),
  );
}
