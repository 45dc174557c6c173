import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AlertswissCurrent, AlertswissCurrentSchema } from '../../../domain/statistics.ts';
import type { Db } from '../../db/client.ts';
import { alertswissDeliveries } from '../../db/schema/index.ts';

async function alertswissCurrent(db: Db): Promise<AlertswissCurrent> {
  const [last] = await db
    .select()
    .from(alertswissDeliveries)
    .orderBy(desc(alertswissDeliveries.deliveredAt))
    .limit(1);
  const [day] = await db
    .select({
      deliveries: sql<number>`count(*)::int`,
      failures: sql<number>`(count(*) filter (where ${alertswissDeliveries.failure} is not null))::int`,
    })
    .from(alertswissDeliveries)
    .where(sql`${alertswissDeliveries.deliveredAt} > now() - interval '24 hours'`);
  return {
    lastDeliveredAt: last?.deliveredAt.toISOString() ?? null,
    lastMessageIdentifier: last?.messageIdentifier ?? null,
    lastSubscribersReached: last?.subscribersReached ?? null,
    lastFailure: last?.failure ?? null,
    deliveriesLast24h: day?.deliveries ?? 0,
    failuresLast24h: day?.failures ?? 0,
  };
}

/** GET {SCC}/alertswiss/current: the last delivery to alert-swiss and the failures of the last 24 hours. */
export async function alertswissRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/scc/alertswiss/current',
    {
      config: { access: { permissions: ['MONITORING_ALERTSWISSSTATS_VIEW'] } },
      schema: {
        tags: ['statistics'],
        description:
          'The last message handed to alert-swiss and the deliveries and failures of the last 24 h.',
        response: { 200: AlertswissCurrentSchema },
      },
    },
    () => alertswissCurrent(app.database.db),
  );
}
