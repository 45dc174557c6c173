import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ArchiveQuerySchema, StatisticsAnswerSchema } from '../../../domain/statistics.ts';
import { archiveOf } from './archive.ts';
import { currentStatistics } from './current.ts';

const access = { permissions: ['MONITORING_ALERTSWISSSTATS_VIEW' as const] };

/** The statistics server's calls (SPEC.md §7, DESIGN.md §5): system-wide figures, national for everyone. */
export async function statisticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/scc/statistics/system/current',
    {
      config: { access },
      schema: {
        tags: ['statistics'],
        description: 'Each system statistic for today so far, as numbers.',
        response: { 200: StatisticsAnswerSchema },
      },
    },
    () => currentStatistics(app.database.db),
  );
  r.get(
    '/api/scc/statistics/system/archive',
    {
      config: { access },
      schema: {
        tags: ['statistics'],
        description:
          'Archived daily statistics between minTimestamp and maxTimestamp (epoch ms or ISO), capped to ' +
          'the archived range; averaged down to optimalRange points per metric; paged by page and limit.',
        querystring: ArchiveQuerySchema,
        response: { 200: StatisticsAnswerSchema },
      },
    },
    (request) => archiveOf(app.database.db, request.query),
  );
}
