import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/guard.ts';
import { viewerOf } from '../dashboard/queries.ts';
import { monitoringDashboard } from './queries.ts';

const count = z.number().int().min(0);
const ErrorCountsSchema = z.object({ errors: count, warnings: count });
const MonitoringDashboardSchema = z.object({ polyalert: ErrorCountsSchema, network: ErrorCountsSchema });

/** GET {SCC}/admin/monitoring/dashboard: the pending error and warning counts of the monitoring box. */
export async function monitoringRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/scc/admin/monitoring/dashboard',
    {
      config: { access: { permissions: ['MONTORING_PENDINGERROR_VIEW'] } },
      schema: {
        tags: ['monitoring'],
        description:
          'Pending errors and warnings of the central components (polyalert) and of the network ' +
          'devices (FGP, KGP, KSP); cantonal users count the devices of their own canton only.',
        response: { 200: MonitoringDashboardSchema },
      },
    },
    async (request) => monitoringDashboard(app.database.db, viewerOf(actorOf(request))),
  );
}
