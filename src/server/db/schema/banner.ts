import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  BannerAction,
  BannerLogAction,
  BannerState,
  BannerTexts,
  PerLanguage,
  PublicationType,
} from '../../../domain/banner.ts';

/** The national banner: one row (id 1), holding the texts being edited and the ones published. */
export const banners = pgTable('banner', {
  id: integer('id').primaryKey(),
  title: jsonb('title').$type<PerLanguage>().notNull(),
  subtitle: jsonb('subtitle').$type<PerLanguage>().notNull(),
  url: jsonb('url').$type<PerLanguage>().notNull(),
  primaryLanguage: text('primary_language').$type<BannerTexts['primaryLanguage']>().notNull(),
  state: text('state').$type<BannerState>().notNull().default('NOT_ACTIVE'),
  action: text('action').$type<BannerAction>(),
  /** True while an active banner holds saved changes that are not published yet. */
  edited: boolean('edited').notNull().default(false),
  /** What the public website and app show while the banner is active. */
  published: jsonb('published').$type<BannerTexts>(),
  publicationType: text('publication_type').$type<PublicationType>(),
  publicationTime: timestamp('publication_time', { withTimezone: true }),
  lastPublicationTime: timestamp('last_publication_time', { withTimezone: true }),
  lastChangeTime: timestamp('last_change_time', { withTimezone: true }),
  lastChangedBy: text('last_changed_by'),
});

/** The banner journal: every save, publication and revocation with the texts as they were. */
export const bannerLogs = pgTable(
  'banner_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').notNull(),
    action: text('action').$type<BannerLogAction>().notNull(),
    message: jsonb('message').$type<{ resourceKey: string; parameters: Record<string, string> }>().notNull(),
    title: jsonb('title').$type<PerLanguage>().notNull(),
    subtitle: jsonb('subtitle').$type<PerLanguage>().notNull(),
    url: jsonb('url').$type<PerLanguage>().notNull(),
    primaryLanguage: text('primary_language').$type<BannerTexts['primaryLanguage']>().notNull(),
  },
  (t) => [index('banner_log_timestamp_idx').on(t.timestamp)],
);
