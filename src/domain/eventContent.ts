import { z } from 'zod';
import { SIREN_SIGNALS } from './alarming.ts';
import { MESSAGE_TYPES } from './events.ts';
import { LANGUAGES, type Language } from './session.ts';
import { CodeSchema } from './textCatalogue.ts';

/** Pictograms an instruction may carry (icons by name; labelled `events.pictograms.<code>`). */
export const PICTOGRAMS = [
  'STAY_INDOORS',
  'CLOSE_WINDOWS',
  'LISTEN_RADIO',
  'AVOID_AREA',
  'EVACUATE',
  'SEEK_HIGHER_GROUND',
  'NO_TAP_WATER',
  'CALL_ONLY_EMERGENCY',
  'FOLLOW_AUTHORITIES',
  'KEEP_DISTANCE',
  'NO_FIRE',
  'CHECK_NEIGHBOURS',
] as const;
export type Pictogram = (typeof PICTOGRAMS)[number];

// Siren signals an event may sound are the alarm signals (the all-clear is never a siren).
export { SIREN_SIGNALS, type SirenSignal } from './alarming.ts';

/** Limits of an event's texts, per language. */
export const EVENT_LIMITS = {
  title: 120,
  description: 2000,
  item: 400,
  impacts: 10,
  instructions: 12,
  contacts: 5,
  links: 5,
  url: 300,
  contactField: 120,
} as const;

const text = (max: number) => z.string().trim().max(max, { message: 'events.errors.tooLong' });

const Point = z.tuple([z.number().finite(), z.number().finite()]);
const Ring = z.array(Point).max(5000);

/** The texts of one language: all optional while drafting, the primary language is required on submit. */
export const LanguageTextsSchema = z.strictObject({
  title: text(EVENT_LIMITS.title).default(''),
  description: text(EVENT_LIMITS.description).default(''),
  impacts: z.array(text(EVENT_LIMITS.item)).max(EVENT_LIMITS.impacts).default([]),
  /** Behaviour instructions in order; index i of every language is the same instruction. */
  instructions: z.array(text(EVENT_LIMITS.item)).max(EVENT_LIMITS.instructions).default([]),
});
export type LanguageTexts = z.infer<typeof LanguageTextsSchema>;

/** What the population reads of one language when the danger is over (the all-clear's own texts). */
export const AllClearTextsSchema = z.strictObject({
  /** Missing or blank: the warning's title headed by the all-clear mark (eventAllClear.ts). */
  title: text(EVENT_LIMITS.title).optional(),
  description: text(EVENT_LIMITS.description).default(''),
  instruction: text(EVENT_LIMITS.description).default(''),
});
export type AllClearTexts = z.infer<typeof AllClearTextsSchema>;

export const ChannelsSchema = z.strictObject({
  /** Sirens of the area sound this signal; null: no siren. */
  sirens: z.enum(SIREN_SIGNALS).nullable().default(null),
  /** alert-swiss app and website (public CAP feed). */
  publicApp: z.boolean().default(true),
  /** ICARO: the broadcasters' emergency link. */
  icaro: z.boolean().default(false),
  socialMedia: z.boolean().default(false),
});
export type EventChannels = z.infer<typeof ChannelsSchema>;

/**
 * The area: drawn polygons (LV95, with holes) or whole cantons. With `cantons` non-empty and no polygon,
 * the area is those cantons' territory; the server works out the affected cantons either way.
 */
export const AreaSchema = z.strictObject({
  polygons: z.array(z.strictObject({ shell: Ring, holes: z.array(Ring).max(50).default([]) })).max(50),
  cantons: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(26)
    .default([]),
});
export type EventArea = z.infer<typeof AreaSchema>;

/** What the editor writes. Every field may be incomplete while in PREPARATION; submit checks completeness. */
export const EventContentSchema = z.strictObject({
  messageType: z.enum(MESSAGE_TYPES).nullable().default(null),
  /** A code of the text catalogue's event types (the server refuses one the catalogue does not hold). */
  eventType: CodeSchema.nullable().default(null),
  primaryLanguage: z.enum(LANGUAGES),
  /** Languages the message goes out in; the primary language is always one of them. */
  languages: z.array(z.enum(LANGUAGES)).min(1).default(['de', 'fr', 'it', 'en']),
  texts: z.strictObject({
    de: LanguageTextsSchema.optional(),
    fr: LanguageTextsSchema.optional(),
    it: LanguageTextsSchema.optional(),
    en: LanguageTextsSchema.optional(),
  }),
  /**
   * The all-clear's texts per language, written when the all-clear is requested; events without them go out
   * with the standard all-clear texts (eventAllClear.ts), never with the warning's.
   */
  allClear: z
    .strictObject({
      de: AllClearTextsSchema.optional(),
      fr: AllClearTextsSchema.optional(),
      it: AllClearTextsSchema.optional(),
      en: AllClearTextsSchema.optional(),
    })
    .optional(),
  /** Pictogram per instruction index (shared by all languages); null: none. */
  pictograms: z.array(z.enum(PICTOGRAMS).nullable()).max(EVENT_LIMITS.instructions).default([]),
  area: AreaSchema,
  validFrom: z.iso.datetime({ offset: true }).nullable().default(null),
  validUntil: z.iso.datetime({ offset: true }).nullable().default(null),
  contacts: z
    .array(
      z.strictObject({
        name: text(EVENT_LIMITS.contactField),
        phone: text(EVENT_LIMITS.contactField).default(''),
        email: text(EVENT_LIMITS.contactField).default(''),
      }),
    )
    .max(EVENT_LIMITS.contacts)
    .default([]),
  links: z
    .array(z.strictObject({ label: text(EVENT_LIMITS.contactField), url: z.url().max(EVENT_LIMITS.url) }))
    .max(EVENT_LIMITS.links)
    .default([]),
  channels: ChannelsSchema,
});
export type EventContent = z.infer<typeof EventContentSchema>;

/** A problem that keeps an event from being submitted, for the editor and the server alike. */
export interface ContentProblem {
  /** i18n key, e.g. `events.errors.missingTitle`. */
  messageKey: string;
  language?: Language;
  field?: string;
}

/**
 * A warning the editor shows before submit: languages that disagree on numbers, times or the count of
 * instructions (the text may still go out).
 */
export interface ConsistencyWarning {
  messageKey: 'events.warnings.numbersDiffer' | 'events.warnings.instructionCountDiffers';
  languages: Language[];
  detail?: string;
}

/** Whether a list item says nothing (missing, empty or only spaces). */
export const isBlankItem = (item: string | undefined) => !item || item.trim() === '';

/** The indexes of a shared list (row i is the same item in every language) that some language fills. */
function filledRows(texts: EventContent['texts'], list: 'impacts' | 'instructions'): Set<number> {
  const filled = new Set<number>();
  for (const language of LANGUAGES)
    texts[language]?.[list].forEach((item, index) => {
      if (!isBlankItem(item)) filled.add(index);
    });
  return filled;
}

/**
 * `content` without the rows of impacts and instructions that are blank in every language (a row added and
 * left empty), an instruction's pictogram going with its row, so that the rows stay aligned across the
 * languages. Stored content never keeps such a row (the server drops it on every save and step): an empty
 * item never reaches a published message. A row blank in one language only stays (its place is shared);
 * the language check counts it as a missing instruction, and a message shows no empty item.
 */
export function withoutBlankRows(content: EventContent): EventContent {
  const impacts = filledRows(content.texts, 'impacts');
  const instructions = filledRows(content.texts, 'instructions');
  const kept = (rows: Set<number>) => (_: unknown, index: number) => rows.has(index);
  const texts: EventContent['texts'] = {};
  for (const language of LANGUAGES) {
    const own = content.texts[language];
    if (own)
      texts[language] = {
        ...own,
        impacts: own.impacts.filter(kept(impacts)),
        instructions: own.instructions.filter(kept(instructions)),
      };
  }
  return { ...content, texts, pictograms: content.pictograms.filter(kept(instructions)) };
}
