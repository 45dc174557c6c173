import { desc } from 'drizzle-orm';
import type { EventContent } from '../../../domain/eventContent.ts';
import type { OperationMode } from '../../../domain/session.ts';
import { postText, type SocialPostView } from '../../../domain/socialMedia.ts';
import type { Db, Tx } from '../../db/client.ts';
import { socialPosts } from '../../db/schema/index.ts';
import { readSettings } from '../settings/queries.ts';
import { readAccount } from './account.ts';

/** A published version as the social-media channel receives it. */
export interface PublishedMessage {
  identifier: string;
  eventId: number;
  version: number;
  operationMode: OperationMode;
  content: EventContent;
}

/**
 * The public CAP message of a version, which every post links to: beside the CAP feed of the global
 * settings when one is set (`…/feed` → `…/messages/<id>.xml`, as this console serves them), else on this
 * console's public address.
 */
function publicCapLink(publicUrl: string, capFeed: string, identifier: string): string {
  const file = `messages/${encodeURIComponent(identifier)}.xml`;
  return capFeed ? new URL(file, capFeed).href : `${publicUrl}/api/public/cap/${file}`;
}

/**
 * Writes the post of a LIVE version with social media chosen, in the publication's transaction, when the
 * account is switched on; EXERCISE never posts. One post per CAP message: a second call for the same
 * version adds nothing. Answers the post's id (sent after the commit), or null when none is due.
 */
export async function queueSocialPost(tx: Tx, message: PublishedMessage, publicUrl: string) {
  if (message.operationMode !== 'LIVE' || !message.content.channels.socialMedia) return null;
  const account = await readAccount(tx);
  if (!account.enabled) return null;
  const { urls } = await readSettings(tx);
  const link = publicCapLink(publicUrl, urls.capFeed, message.identifier);
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
