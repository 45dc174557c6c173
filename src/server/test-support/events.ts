import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_TYPES } from '../../domain/events.ts';
import type { AuditActor } from '../audit.ts';
import { insertDemoEvents } from '../db/seed/events.ts';
import { changeEventState } from '../modules/events/commands.ts';

/** The demo events (seed step of the full demo) on a test database seeded with the base only. */
export function seedDemoEvents(app: FastifyInstance): Promise<void> {
  return app.database.db.transaction((tx) => insertDemoEvents({ tx }));
}

const TEST_ACTOR: AuditActor = { userName: 'browser-test', organisation: null, requestId: null };

/**
 * Browser tests only (registered by the test server, never by buildApp): moves an event to another
 * state through the command the event workflow uses, so that its live message is the real one.
 */
export async function eventControlRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test/events/:eventId/state',
    {
      config: { access: { public: true } },
      schema: {
        params: z.object({ eventId: z.coerce.number().int() }),
        body: z.object({ state: z.string(), messageType: z.enum(MESSAGE_TYPES).nullable().optional() }),
      },
    },
    async (request) =>
      changeEventState(app, TEST_ACTOR, { eventId: request.params.eventId, ...request.body }),
  );
}
