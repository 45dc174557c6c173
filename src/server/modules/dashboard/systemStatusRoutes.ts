import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHANNEL_STATES, CHANNELS, type Channel, type SystemStatus } from '../../../domain/systemStatus.ts';

const ChannelStateSchema = z.enum(CHANNEL_STATES);
const SystemStatusSchema = z.object({
  centralEccAvailable: z.boolean(),
  sirenAlarmAvailable: z.boolean(),
  channels: z.object(
    Object.fromEntries(CHANNELS.map((c) => [c, ChannelStateSchema])) as Record<
      Channel,
      typeof ChannelStateSchema
    >,
  ),
});

/**
 * GET {SCC}/system/status: whether the central system (its database) answers now, and each channel's
 * state from the server's last round of checks (docs/decisions/0006); changes go out on topic `system`.
 */
export async function systemStatusRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/scc/system/status',
    {
      config: { access: { permissions: [] } },
      schema: { tags: ['system'], response: { 200: SystemStatusSchema } },
    },
    async (): Promise<SystemStatus> => {
      // Both end within the checks' timeouts, so a database that does not answer never holds the request.
      const [status, databaseAnswers] = await Promise.all([app.systemMonitor.latest(), app.database.ping()]);
      return { ...status, centralEccAvailable: app.database.migrated && databaseAnswers };
    },
  );
}
