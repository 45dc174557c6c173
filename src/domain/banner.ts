import { z } from 'zod';
import {
  BANNER_ACTIONS,
  type BannerAction,
  type BannerState,
  type BannerTexts,
  type PerLanguage,
  PUBLICATION_TYPES,
} from './bannerState.ts';
import { LANGUAGES, type Language } from './session.ts';

export * from './bannerState.ts';

/** Longest title, subtitle and url per language (SPEC.md §9). */
export const BANNER_LIMITS = { title: 35, subtitle: 75, url: 200 } as const;
export type BannerField = keyof typeof BANNER_LIMITS;
export const BANNER_FIELDS = ['title', 'subtitle', 'url'] as const satisfies readonly BannerField[];

/**
 * An http(s) address without spaces, quotes or angle brackets: what the public website and app can open,
 * and nothing that could close the attribute or element it is written into.
 */
export const BANNER_URL_PATTERN =
  /^https?:\/\/[^\s/?#.:"'`<>]+(\.[^\s/?#.:"'`<>]+)*(:\d+)?([/?#][^\s"'`<>]*)?$/i;

// Structure only, generously capped; the limits are checked by bannerProblems so server and form say the same.
const Text = z.string().max(2000);
const PerLanguageSchema = z.strictObject({ de: Text, fr: Text, it: Text, en: Text });

const Ignored = <T extends z.ZodType>(schema: T) =>
  schema.optional().describe('Ignored: set by the server (a banner read with GET may be posted back)');
const IgnoredTime = Ignored(z.string().nullable());

/**
 * Body of POST banner and POST banner/publish (SPEC.md §7: the banner's fields). The banner as GET answers
 * it is accepted, its server-owned fields ignored; a field no banner has is refused.
 */
export const BannerWriteSchema = z.strictObject({
  title: PerLanguageSchema,
  subtitle: PerLanguageSchema,
  url: PerLanguageSchema,
  primaryLanguage: z.enum(LANGUAGES),
  bannerState: z
    .string()
    .optional()
    .describe('Ignored: the state follows from publish and revoke (namespace stripped on write)'),
  id: Ignored(z.number().int().nullable()),
  bannerAction: Ignored(z.enum(BANNER_ACTIONS).nullable()),
  edited: Ignored(z.boolean()),
  lastPublicationTime: IgnoredTime,
  lastChangeTime: IgnoredTime,
  lastChangedBy: Ignored(z.string().nullable()),
  publicationType: Ignored(z.enum(PUBLICATION_TYPES).nullable()),
  publicationTime: IgnoredTime,
});

/** One rule a banner breaks: field path (`title.de`), i18n key and its parameters. */
export interface BannerProblem {
  path: `${BannerField}.${Language}`;
  messageKey: string;
  params?: Record<string, string | number>;
}

const MISSING_KEYS: Record<BannerField, string> = {
  title: 'banner.validation.titleMissing',
  subtitle: 'banner.validation.subtitleMissing',
  url: 'banner.validation.urlMissing',
};

/**
 * Every rule of SPEC.md §5 the texts break: the primary language's three fields filled, the limits, the
 * URL pattern and no line breaks. Empty means the banner may be saved and published.
 */
export function bannerProblems(texts: BannerTexts): BannerProblem[] {
  const problems: BannerProblem[] = [];
  for (const field of BANNER_FIELDS) {
    for (const language of LANGUAGES) {
      const value = texts[field][language];
      const path = `${field}.${language}` as const;
      if (/[\r\n]/.test(value)) problems.push({ path, messageKey: 'banner.validation.newline' });
      else if (value.length > BANNER_LIMITS[field])
        problems.push({
          path,
          messageKey: 'banner.validation.tooLong',
          params: { max: BANNER_LIMITS[field] },
        });
      else if (field === 'url' && value.trim() !== '' && !BANNER_URL_PATTERN.test(value.trim()))
        problems.push({ path, messageKey: 'banner.validation.urlPattern' });
      else if (language === texts.primaryLanguage && value.trim() === '')
        problems.push({ path, messageKey: MISSING_KEYS[field] });
    }
  }
  return problems;
}

/** Replaces line breaks (typed or pasted) by a space: banner texts are one line each. */
export function withoutNewlines(value: string): string {
  return value.replace(/\r\n|[\r\n]/g, ' ');
}

/** Which of the four headings the editor shows (SPEC.md §4). */
export type BannerEditStatus = 'new' | 'activeEdited' | 'activeUnchanged' | 'revoked';

/**
 * An active banner is "edited" when changes were saved since its publication or the form holds unsaved
 * ones; a banner that is not active is "revoked" once withdrawn, else "new".
 */
export function bannerEditStatus(
  banner: { state: BannerState; bannerAction: BannerAction | null; edited: boolean },
  formChanged: boolean,
): BannerEditStatus {
  if (banner.state === 'ACTIVE') return banner.edited || formChanged ? 'activeEdited' : 'activeUnchanged';
  return banner.bannerAction === 'REVOKE' ? 'revoked' : 'new';
}

/** The text of a language, or the primary language's when that one is empty (public website and app). */
export function textIn(values: PerLanguage, language: Language, primary: Language): string {
  return values[language].trim() !== '' ? values[language] : values[primary];
}
