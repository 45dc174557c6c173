import { and, desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AlertswissCurrent, AlertswissCurrentSchema } from '../../../domain/statistics.ts';
import { actorOf } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { alertswissDeliveries } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';

/** A cantonal user counts the deliveries that named their canton; a national one all of them. */
const scopeOf = (actor: Actor) =>
  actor.seesAllCantons
    ? undefined
    : sql`${actor.claims.managed_territory} = any(${alertswissDeliveries.stateCodes})`;

async function alertswissCurrent(db: Db, actor: Actor): Promise<AlertswissCurrent> {
  const [last] = await db
    .select()
    .from(alertswissDeliveries)
    .where(scopeOf(actor))
    .orderBy(desc(alertswissDeliveries.deliveredAt))
    .limit(1);
  const [day] = await db
    .select({
      deliveries: sql<number>`count(*)::int`,
      failures: sql<number>`(count(*) filter (where ${alertswissDeliveries.failure} is not null))::int`,
    })
    .from(alertswissDeliveries)
    .where(and(sql`${alertswissDeliveries.deliveredAt} > now() - interval '24 hours'`, scopeOf(actor)));
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
    (request) => alertswissCurrent(app.database.db, actorOf(request)),
  );
}
