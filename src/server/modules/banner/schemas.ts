import { z } from 'zod';
import {
  BANNER_ACTIONS,
  BANNER_LOG_ACTIONS,
  BANNER_STATE_NAMESPACE,
  BANNER_STATES,
  PUBLICATION_TYPES,
} from '../../../domain/banner.ts';
import { LANGUAGES } from '../../../domain/session.ts';

const PerLanguage = z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() });
const Time = z.iso.datetime({ offset: true }).nullable();

export const BannerTextsSchema = z.object({
  title: PerLanguage,
  subtitle: PerLanguage,
  url: PerLanguage,
  primaryLanguage: z.enum(LANGUAGES),
});

export const PublicationSchema = z.object({
  publicationType: z.enum(PUBLICATION_TYPES).nullable(),
  publicationTime: Time,
  /** The texts the public sees; null when no banner is active. */
  banner: BannerTextsSchema.nullable(),
});

export const BannerSchema = BannerTextsSchema.extend({
  id: z.number().int().nullable(),
  bannerState: z.enum(BANNER_STATES.map((s) => `${BANNER_STATE_NAMESPACE}.${s}` as const)),
  bannerAction: z.enum(BANNER_ACTIONS).nullable(),
  edited: z.boolean(),
  lastPublicationTime: Time,
  lastChangeTime: Time,
  lastChangedBy: z.string().nullable(),
  publicationType: z.enum(PUBLICATION_TYPES).nullable(),
  publicationTime: Time,
});

export const BannerLogSchema = BannerTextsSchema.extend({
  id: z.number().int(),
  bannerId: z.number().int(),
  timestamp: z.iso.datetime({ offset: true }),
  source: z.string(),
  action: z.enum(BANNER_LOG_ACTIONS),
  message: z.object({ resourceKey: z.string(), parameters: z.record(z.string(), z.string()) }),
});

export const BannerLogPageSchema = z.object({ items: z.array(BannerLogSchema), total: z.number().int() });

export const PublicBannerSchema = z.object({
  language: z.enum(LANGUAGES),
  title: z.string(),
  subtitle: z.string(),
  url: z.string(),
  publicationTime: Time,
});

export type BannerRead = z.infer<typeof BannerSchema>;
export type PublicationRead = z.infer<typeof PublicationSchema>;
export type BannerLogRead = z.infer<typeof BannerLogSchema>;
export type PublicBanner = z.infer<typeof PublicBannerSchema>;
