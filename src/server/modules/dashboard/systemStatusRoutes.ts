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
 * What each channel's state is checked against. None of the channel components (device gateway for
 * sirens and KSP, ICARO link, alert-swiss feed, Twitter account) is part of this console yet, so each is
 * DISABLED: not connected here. A channel's own issue replaces its entry by a real check.
 */
function channelStates(): SystemStatus['channels'] {
  return Object.fromEntries(CHANNELS.map((c) => [c, 'DISABLED'])) as SystemStatus['channels'];
}

/** GET {SCC}/system/status: whether the central system (its database) answers and the state of each channel. */
export async function systemStatusRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/scc/system/status',
    {
      config: { access: { permissions: [] } },
      schema: { tags: ['system'], response: { 200: SystemStatusSchema } },
    },
    async (): Promise<SystemStatus> => {
      const channels = channelStates();
      return {
        centralEccAvailable: app.database.migrated && (await app.database.ping()),
        sirenAlarmAvailable: channels.SIRENS === 'AVAILABLE',
        channels,
      };
    },
  );
}
