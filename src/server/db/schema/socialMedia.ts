import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SocialPostState } from '../../../domain/socialMedia.ts';
import { events } from './events.ts';

/** The organisation's social-media account: one row (id 1); none yet means switched off. */
export const socialAccount = pgTable(
  'social_account',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    accountName: text('account_name').notNull(),
    characterLimit: integer('character_limit').notNull().default(280),
    changedBy: text('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('social_account_single_check', sql`${t.id} = 1`)],
);

/**
 * The post of one published LIVE version: written in the publication's transaction (so only a committed
 * publication posts), once per CAP message (unique identifier), then sent by a job after the commit. The
 * embedded channel's posts are these rows: the operator reads them on the social-media page.
 */
export const socialPosts = pgTable(
  'social_post',
  {
    id: serial('id').primaryKey(),
    messageIdentifier: text('message_identifier').notNull().unique(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    version: integer('version').notNull(),
    accountName: text('account_name').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    state: text('state').$type<SocialPostState>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    failure: text('failure'),
  },
  (t) => [
    index('social_post_created_idx').on(t.createdAt),
    check('social_post_state_check', sql`${t.state} in ('PENDING', 'SENDING', 'POSTED', 'FAILED')`),
  ],
);
