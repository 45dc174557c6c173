import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countApprovals, countEvents, eventsOfState } from '../../../domain/events.ts';
import { stateCodeOf } from '../../../domain/session.ts';
import { actorOf } from '../../auth/guard.ts';
import { readKey } from '../../http/readCache.ts';
import {
  type DashboardEventRow,
  type DashboardViewer,
  defaultStateOf,
  viewerOf,
  visibleDashboardEvents,
} from './queries.ts';
import { CountersSchema, DashboardEventSchema, StateFilter, WakeupNotificationSchema } from './schemas.ts';
import { systemStatusRoutes } from './systemStatusRoutes.ts';
import { newestWakeupToHandle, wakeupCounters } from './wakeupQueries.ts';

const access = { permissions: ['HOME_VIEW' as const] };
const EventList = z.array(DashboardEventSchema);

/**
 * GET {ECC}/dashboard/events (all visible, or by managed territory) and /dashboard/counters: what the
 * home page shows, limited on the server to the user's operation mode and territory. Titles come in
 * every language, so that one live message fits every recipient and a language switch needs no reload.
 * The system status the console shows beside them (emergency and degraded mode) comes with them.
 */
export async function dashboardRoutes(app: FastifyInstance) {
  await app.register(systemStatusRoutes);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const visible = async (request: FastifyRequest) => {
    const viewer = viewerOf(actorOf(request));
    return { viewer, events: await visibleDashboardEvents(app.database.db, viewer) };
  };
  // What a viewer sees depends on their territory, organisation and mode only: read once per change.
  const keptEvents = (
    request: FastifyRequest,
    reply: FastifyReply,
    pick: (viewer: DashboardViewer, events: DashboardEventRow[]) => DashboardEventRow[],
  ) =>
    app.reads.answer(reply, readKey(request, viewerOf(actorOf(request))), async () => {
      const { viewer, events } = await visible(request);
      return pick(viewer, events);
    });

  routes.get(
    '/api/ecc/dashboard/events',
    {
      config: { access },
      schema: { tags: ['dashboard'], querystring: StateFilter, response: { 200: EventList } },
    },
    async (request, reply) => {
      const { state } = request.query;
      return keptEvents(request, reply, (_, events) => (state ? eventsOfState(events, state) : events));
    },
  );

  routes.get(
    '/api/ecc/dashboard/events/managed-territory',
    {
      config: { access },
      schema: {
        tags: ['dashboard'],
        description: 'The events reaching the managed territory (national users: every event).',
        response: { 200: EventList },
      },
    },
    async (request, reply) =>
      keptEvents(request, reply, (viewer, events) => eventsOfState(events, defaultStateOf(viewer))),
  );

  routes.get(
    '/api/ecc/dashboard/map',
    {
      config: { access },
      schema: {
        tags: ['dashboard'],
        description:
          'The base map tile URL template (setting MAP_TILES_URL); null: the cantons are drawn alone.',
        response: { 200: z.object({ tilesUrl: z.string().nullable() }) },
      },
    },
    async () => ({ tilesUrl: app.config.MAP_TILES_URL ?? null }),
  );

  routes.get(
    '/api/ecc/dashboard/counters',
    {
      config: { access },
      schema: { tags: ['dashboard'], querystring: StateFilter, response: { 200: CountersSchema } },
    },
    async (request) => {
      const { viewer, events } = await visible(request);
      const state = request.query.state ?? defaultStateOf(viewer);
      return {
        ...countEvents(events, state),
        ...countApprovals(events, stateCodeOf(viewer.organisation), Date.now()),
        ...(await wakeupCounters(app.database.db, viewer)),
      };
    },
  );

  routes.get(
    '/api/ecc/dashboard/wakeup-notification',
    {
      config: { access: { permissions: ['WAKEUP_VIEW'] } },
      schema: {
        tags: ['dashboard'],
        description:
          "The newest wake-up the user's organisation has to acknowledge or approve (the notification banner), or null.",
        response: { 200: WakeupNotificationSchema.nullable() },
      },
    },
    async (request) => newestWakeupToHandle(app.database.db, viewerOf(actorOf(request))),
  );
}
