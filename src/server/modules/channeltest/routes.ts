import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChannelTestRequestSchema, ChannelTestSchema } from '../../../domain/channelTests.ts';
import { auditActorOf } from '../../audit.ts';
import { actorOf } from '../../auth/guard.ts';
import { runChannelTest } from './commands.ts';

/** POST {SCC}/channeltests: send a test through one channel (SU_CHANNEL_TEST); the protocol is /data/channeltest. */
export async function channelTestRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/scc/channeltests',
    {
      config: { access: { permissions: ['SU_CHANNEL_TEST'] } },
      schema: {
        tags: ['monitoring'],
        description:
          'Tests one channel: sirens (a silent EXERCISE alarm on the chosen sirens, outcome PENDING until ' +
          'they answer), alert-swiss and ICARO (their health URL, 2 s), e-mail (to the tester’s own address).',
        body: ChannelTestRequestSchema,
        response: { 200: ChannelTestSchema },
      },
    },
    (request) => runChannelTest(app, { actor: actorOf(request), audit: auditActorOf(request) }, request.body),
  );
}
