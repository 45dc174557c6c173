import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RowIdParam } from '../../../domain/keys.ts';
import { actorOf } from '../../auth/guard.ts';
import { ProblemError } from '../../http/problem.ts';
import { listEntries } from '../texts/queries.ts';
import { EVENT_KEYS } from './problems.ts';
import {
  capOf,
  findVisibleEvent,
  historyOf,
  listEvents,
  listTemplates,
  versionsOf,
  visibleEventDetail,
} from './queries.ts';
import { reachPreview } from './reachRoute.ts';
import { listItemOf } from './rows.ts';
import {
  EventDetailSchema,
  EventHistorySchema,
  EventListQuery,
  EventPageSchema,
  EventTemplatesSchema,
  EventTypeCatalogueSchema,
  EventVersionsSchema,
  ReachPreviewSchema,
  ReachRequestSchema,
} from './schemas.ts';
import { EVENT_READ_PERMISSIONS } from './visibility.ts';

const BASE = '/api/ecc/events';
const Id = z.object({ id: RowIdParam });
const tags = ['events'];
const view = { access: { permissions: EVENT_READ_PERMISSIONS } };

/** Reading events (territory and mode of the asking user), their timeline, versions, CAP, reach, templates. */
export async function eventReadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

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

  r.get(
    `${BASE}/:id`,
    { config: view, schema: { tags, params: Id, response: { 200: EventDetailSchema } } },
    async (request) => visibleEventDetail(db(), actorOf(request), request.params.id),
  );

  r.get(
    `${BASE}/:id/history`,
    { config: view, schema: { tags, params: Id, response: { 200: EventHistorySchema } } },
    async (request) =>
      historyOf(db(), (await findVisibleEvent(db(), actorOf(request), request.params.id)).id),
  );

  r.get(
    `${BASE}/:id/versions`,
    { config: view, schema: { tags, params: Id, response: { 200: EventVersionsSchema } } },
    async (request) =>
      versionsOf(db(), (await findVisibleEvent(db(), actorOf(request), request.params.id)).id),
  );

  const CapQuery = z.object({ version: RowIdParam.optional() });
  r.get(
    `${BASE}/:id/cap`,
    { config: view, schema: { tags, params: Id, querystring: CapQuery } },
    async (request, reply) => {
      const event = await findVisibleEvent(db(), actorOf(request), request.params.id);
      const xml = await capOf(db(), event.id, request.query.version);
      if (!xml) throw new ProblemError(404, EVENT_KEYS.versionNotFound);
      return reply.type('application/cap+xml; charset=utf-8').send(xml);
    },
  );

  r.post(
    `${BASE}/reach`,
    { config: view, schema: { tags, body: ReachRequestSchema, response: { 200: ReachPreviewSchema } } },
    async (request) =>
      reachPreview(db(), actorOf(request), request.body, (await app.systemMonitor.latest()).channels),
  );

  r.get(
    '/api/ecc/event-templates',
    { config: view, schema: { tags, response: { 200: EventTemplatesSchema } } },
    async () => listTemplates(db()),
  );

  // Whoever reads events reads the names of their categories and types (the catalogue pages need more rights).
  r.get(
    '/api/ecc/event-types',
    { config: view, schema: { tags, response: { 200: EventTypeCatalogueSchema } } },
    async () => ({
      categories: await listEntries(db(), 'eventcategory'),
      types: await listEntries(db(), 'eventtype'),
    }),
  );
}
