import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/guard.ts';
import { defaultStateOf, viewerOf } from '../dashboard/queries.ts';
import { activeAlarmCount } from './queries.ts';
import { alarmTaskRoutes } from './taskRoutes.ts';

/**
 * The alarming routes: the alarm tasks (taskRoutes.ts) and GET {SCC}/alarming/sirenalarms/active: how many siren alarms of the user's operation mode are active,
 * counted for the user's territory (national users: all). The count is kept current on `alarms/count`.
 */
export async function alarmingRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/scc/alarming/sirenalarms/active',
    {
      config: { access: { permissions: ['ALARMING_ALARMTASK_VIEW'] } },
      schema: {
        tags: ['alarming'],
        description: 'Active siren alarms (within their repeat window) touching the managed territory.',
        response: { 200: z.object({ count: z.number().int().min(0) }) },
      },
    },
    async (request) => {
      const viewer = viewerOf(actorOf(request));
      return { count: await activeAlarmCount(app.database.db, viewer.operationMode, defaultStateOf(viewer)) };
    },
  );
  await alarmTaskRoutes(app);
}
