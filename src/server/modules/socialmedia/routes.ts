import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SOCIAL_POST_STATES, SocialAccountSchema } from '../../../domain/socialMedia.ts';
import { auditActorOf } from '../../audit.ts';
import { actorOf } from '../../auth/guard.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';
import { readAccount, saveAccount } from './account.ts';
import { latestPosts } from './outbox.ts';
import { socialMediaState } from './posting.ts';

const BASE = '/api/scc/socialmedias/twitter';
const tags = ['socialmedia'];
const ACCESS = { access: { permissions: ['ADMINISTRATION_VIEW' as const, 'TWITTER_EDIT' as const] } };

const AccountView = SocialAccountSchema.extend({
  accountName: z.string(),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
  channel: z.enum(['embedded', 'gateway']),
  state: z.enum(['AVAILABLE', 'UNAVAILABLE', 'DISABLED']),
});

const PostView = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  version: z.number().int(),
  language: z.string(),
  text: z.string(),
  link: z.string(),
  state: z.enum(SOCIAL_POST_STATES),
  createdAt: z.string(),
  postedAt: z.string().nullable(),
  failure: z.string().nullable(),
});

/** The social-media page (TWITTER_EDIT): the organisation's account, its channel's state and the outbox. */
export async function socialMediaRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The organisation's account is national: a user of one canton may neither read nor change it.
  app.addHook('preHandler', async (request) => {
    if (!actorOf(request).seesAllCantons) throw new ProblemError(403, PLATFORM_KEYS.forbidden);
  });
  const view = async () => ({
    ...(await readAccount(app.database.db)),
    channel: app.socialChannel.kind,
    state: await socialMediaState(app),
  });
  routes.get(
    BASE,
    {
      config: ACCESS,
      schema: { tags, description: 'The organisation’s account.', response: { 200: AccountView } },
    },
    view,
  );
  routes.put(
    BASE,
    {
      config: ACCESS,
      schema: {
        tags,
        description: 'Changes the account.',
        body: SocialAccountSchema,
        response: { 200: AccountView },
      },
    },
    async (request) => {
      await saveAccount(app.database.db, auditActorOf(request), request.body);
      return view();
    },
  );
  routes.get(
    `${BASE}/posts`,
    {
      config: ACCESS,
      schema: { tags, description: 'The latest posts, newest first.', response: { 200: z.array(PostView) } },
    },
    () => latestPosts(app.database.db),
  );
}
