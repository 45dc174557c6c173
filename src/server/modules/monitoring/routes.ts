import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RowIdParam } from '../../../domain/keys.ts';
import { AcknowledgeErrorSchema } from '../../../domain/monitoring.ts';
import { auditActorOf } from '../../audit.ts';
import { actorOf } from '../../auth/guard.ts';
import { viewerOf } from '../dashboard/queries.ts';
import { acknowledgeError, publishFaultChanges } from './commands.ts';
import { monitoringDashboard } from './queries.ts';

const count = z.number().int().min(0);
const ErrorCountsSchema = z.object({ errors: count, warnings: count });
const MonitoringDashboardSchema = z.object({ polyalert: ErrorCountsSchema, network: ErrorCountsSchema });

/**
 * GET {SCC}/admin/monitoring/dashboard: the open error and warning counts of the monitoring box.
 * POST {SCC}/monitoring/errors/{id}/acknowledge: an operator acknowledges an open error with a comment.
 */
export async function monitoringRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/scc/admin/monitoring/dashboard',
    {
      config: { access: { permissions: ['MONTORING_PENDINGERROR_VIEW'] } },
      schema: {
        tags: ['monitoring'],
        description:
          'Open errors and warnings of the polyalert components (central services, sirens, FGP, KGP, ' +
          'KSP) and of the network; cantonal users count those of their own canton only.',
        response: { 200: MonitoringDashboardSchema },
      },
    },
    async (request) => monitoringDashboard(app.database.db, viewerOf(actorOf(request))),
  );

  routes.post(
    '/api/scc/monitoring/errors/:id/acknowledge',
    {
      // Acknowledging writes the error protocol: those who may read it (not mere viewers) may do it.
      config: { access: { permissions: ['MONTORING_PENDINGERROR_VIEW', 'MONTORING_ERRORPROTOCOL_VIEW'] } },
      schema: {
        tags: ['monitoring'],
        description:
          'Acknowledges an open error of the caller’s territory with a comment (audited, in the error ' +
          'protocol); 404 for an unknown error or one of another canton, 409 for a cleared one.',
        params: z.object({ id: RowIdParam }),
        body: AcknowledgeErrorSchema,
      },
    },
    async (request, reply) => {
      const operator = { actor: actorOf(request), audit: auditActorOf(request) };
      const changes = await acknowledgeError(app, operator, request.params.id, request.body);
      publishFaultChanges(app, changes);
      return reply.status(204).send();
    },
  );
}
