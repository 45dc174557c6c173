import { z } from 'zod';
import type { EventContent } from './eventContent.ts';

/**
 * The organisation's social-media account (`/socialmedias/twitter`, TWITTER_EDIT): whether published LIVE
 * events are posted, under which account name, and the channel's length limit.
 */
export const SocialAccountSchema = z.strictObject({
  enabled: z.boolean(),
  accountName: z
    .string()
    .trim()
    .regex(/^@?\w{1,15}$/, { message: 'socialMedia.errors.accountName' }),
  characterLimit: z.number().int().min(100).max(4000),
});
export type SocialAccount = z.infer<typeof SocialAccountSchema>;

export interface SocialAccountView extends SocialAccount {
  changedBy: string | null;
  changedAt: string | null;
}

export const SOCIAL_POST_STATES = ['PENDING', 'SENDING', 'POSTED', 'FAILED'] as const;
export type SocialPostState = (typeof SOCIAL_POST_STATES)[number];

/** One post of a published LIVE version, as the page's outbox lists it. */
export interface SocialPostView {
  id: number;
  eventId: number;
  version: number;
  language: string;
  text: string;
  link: string;
  state: SocialPostState;
  createdAt: string;
  postedAt: string | null;
  failure: string | null;
}

/** Twitter counts every link as this many characters, whatever its length (t.co). */
export const LINK_WEIGHT = 23;
const ELLIPSIS = '…';

/**
 * The post of a published version: its title and description in the message's primary language, cut
 * (at a word where one is near) so that text, a space and the link stay within `limit`, then the link.
 * Characters are counted as code points, so an accent or an emoji counts once.
 */
export function postText(content: EventContent, link: string, limit: number): string {
  const texts = content.texts[content.primaryLanguage];
  const message = [texts?.title, texts?.description]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' – ')
    .replace(/\s+/g, ' ');
  const room = limit - LINK_WEIGHT - 1;
  const chars = Array.from(message);
  if (chars.length <= room) return message ? `${message} ${link}` : link;
  const cut = chars.slice(0, room - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  const kept = atWord.length >= cut.length * 0.8 ? atWord : cut;
  return `${kept.trimEnd()}${ELLIPSIS} ${link}`;
}

/** The length Twitter counts for a post made by `postText`. */
export function postWeight(post: string, link: string): number {
  return Array.from(post.slice(0, post.length - link.length)).length + LINK_WEIGHT;
}
