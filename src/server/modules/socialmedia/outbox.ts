import { desc } from 'drizzle-orm';
import type { EventContent } from '../../../domain/eventContent.ts';
import type { OperationMode } from '../../../domain/session.ts';
import { postText, type SocialPostView } from '../../../domain/socialMedia.ts';
import type { Db, Tx } from '../../db/client.ts';
import { socialPosts } from '../../db/schema/index.ts';
import { readAccount } from './account.ts';

/** A published version as the social-media channel receives it. */
export interface PublishedMessage {
  identifier: string;
  eventId: number;
  version: number;
  operationMode: OperationMode;
  content: EventContent;
}

/** The public CAP message of a version, which every post links to. */
export const publicCapLink = (publicUrl: string, identifier: string) =>
  `${publicUrl}/api/public/cap/messages/${encodeURIComponent(identifier)}.xml`;

/**
 * Writes the post of a LIVE version with social media chosen, in the publication's transaction, when the
 * account is switched on; EXERCISE never posts. One post per CAP message: a second call for the same
 * version adds nothing. Answers the post's id (sent after the commit), or null when none is due.
 */
export async function queueSocialPost(tx: Tx, message: PublishedMessage, publicUrl: string) {
  if (message.operationMode !== 'LIVE' || !message.content.channels.socialMedia) return null;
  const account = await readAccount(tx);
  if (!account.enabled) return null;
  const link = publicCapLink(publicUrl, message.identifier);
  const [row] = await tx
    .insert(socialPosts)
    .values({
      messageIdentifier: message.identifier,
      eventId: message.eventId,
      version: message.version,
      accountName: account.accountName,
      language: message.content.primaryLanguage,
      text: postText(message.content, link, account.characterLimit),
      link,
    })
    .onConflictDoNothing({ target: socialPosts.messageIdentifier })
    .returning({ id: socialPosts.id });
  return row?.id ?? null;
}

const OUTBOX_ROWS = 200;

/** The latest posts, newest first (the page's outbox). */
export async function latestPosts(db: Db): Promise<SocialPostView[]> {
  const rows = await db.select().from(socialPosts).orderBy(desc(socialPosts.id)).limit(OUTBOX_ROWS);
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    version: row.version,
    language: row.language,
    text: row.text,
    link: row.link,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    postedAt: row.postedAt?.toISOString() ?? null,
    failure: row.failure,
  }));
}
