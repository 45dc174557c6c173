import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChannelState } from '../../../domain/systemStatus.ts';
import { socialPosts } from '../../db/schema/index.ts';
import { readAccount } from './account.ts';

export const SOCIAL_POST_JOB = 'socialmedia.post';

interface PostJob {
  postId: number;
}

/** Open outboxes refresh when a post is written or changes state. */
function announce(app: FastifyInstance, postId: number, action: 'created' | 'updated') {
  app.live.notifyResource('socialposts', 'TWITTER_EDIT', { resource: 'socialposts', action, ids: [postId] });
}

/**
 * Sends a post once: the row is claimed (PENDING → SENDING) in one statement, so of several servers or a
 * job run twice only one sends. A post a crash left SENDING is not sent again: a missing post is better
 * than a doubled alert. A failing channel marks the post FAILED with its reason; publication is long done.
 */
export async function sendSocialPost(app: FastifyInstance, postId: number): Promise<void> {
  const { db } = app.database;
  const [claimed] = await db
    .update(socialPosts)
    .set({ state: 'SENDING' })
    .where(and(eq(socialPosts.id, postId), eq(socialPosts.state, 'PENDING')))
    .returning();
  if (!claimed) return;
  const outcome = await app.socialChannel
    .post({
      identifier: claimed.messageIdentifier,
      accountName: claimed.accountName,
      text: claimed.text,
      link: claimed.link,
    })
    .then(
      () => ({ state: 'POSTED' as const, postedAt: new Date(), failure: null }),
      (err: unknown) => {
        app.log.warn({ err, postId }, 'social-media post failed');
        return { state: 'FAILED' as const, failure: err instanceof Error ? err.message : String(err) };
      },
    );
  await db.update(socialPosts).set(outcome).where(eq(socialPosts.id, postId));
  announce(app, postId, 'updated');
}

/** After the publication's commit: the post goes out on the job queue (once across servers). */
export async function schedulePost(app: FastifyInstance, postId: number): Promise<void> {
  announce(app, postId, 'created');
  await app.jobs
    .schedule<PostJob>(SOCIAL_POST_JOB, { postId }, { singletonKey: `${SOCIAL_POST_JOB}:${postId}` })
    .catch((err: unknown) => app.log.error({ err, postId }, 'social-media post not scheduled'));
}

/** The Twitter channel's state for the channel status: DISABLED while the account is switched off. */
export async function socialMediaState(app: FastifyInstance): Promise<ChannelState> {
  const account = await readAccount(app.database.db);
  return account.enabled ? app.socialChannel.available() : 'DISABLED';
}

export function registerSocialPosting(app: FastifyInstance) {
  app.jobs.work<PostJob>(SOCIAL_POST_JOB, ({ postId }) => sendSocialPost(app, postId));
}
