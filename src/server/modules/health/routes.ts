import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const Health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']).optional(),
});

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health/live',
    { config: { access: { public: true } }, schema: { response: { 200: Health } } },
    async () => ({
      status: 'ok' as const,
    }),
  );
  app.get(
    '/health/ready',
    { config: { access: { public: true } }, schema: { response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      const up = app.database.migrated && (await app.database.ping());
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );
}
