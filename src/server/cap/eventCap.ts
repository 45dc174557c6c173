import { CANTONS } from '../../domain/cantons.ts';
import type { CapCategory } from '../../domain/cap.ts';
import { allClearContent } from '../../domain/eventAllClear.ts';
import type { EventContent, LanguageTexts } from '../../domain/eventContent.ts';
import type { MessageType } from '../../domain/events.ts';
import { LANGUAGES, type Language, type OperationMode } from '../../domain/session.ts';
import { type CapReference, type CapTexts, capMessage, type Lv95Ring } from './cap.ts';

/** Who the console's CAP messages come from (CAP `sender`: no spaces or commas). */
export const CAP_SENDER = 'operator-console@alert.swiss';

/** CAP identifier of a published version; also the name of its public file. */
export function capIdentifier(eventId: number, version: number): string {
  return `ch.alert.console.event.${eventId}.v${version}`;
}

/** An event type as the text catalogue holds it: its name per language and its CAP category. */
export interface CatalogueEventType {
  texts: Record<Language, string>;
  capCategory: CapCategory | null;
}

/** What the CAP message of one published version is built from. */
export interface EventCapInput {
  eventId: number;
  version: number;
  operationMode: OperationMode;
  msgType: 'Alert' | 'Update' | 'Cancel';
  content: EventContent;
  /**
   * The version calls the danger off: it carries the all-clear's texts (allClearContent) of `content`, the
   * working copy, and the CAP values of an all-clear.
   */
  allClear: boolean;
  /** Canton codes the area reaches (CAP geocodes). */
  affectedStates: string[];
  /** Outer rings of the area in LV95: the drawn polygons, or the chosen cantons' outlines. */
  rings: Lv95Ring[];
  /**
   * The owning organisation's name per language: each `info` names it in its own language, or in the
   * event's primary language where that language's name is empty.
   */
  senderName: Record<Language, string>;
  /**
   * The event type from the text catalogue at publication; a type no longer in it is named by its code and
   * filed under `Other`.
   */
  eventType: CatalogueEventType | undefined;
  /** The public website of the global settings: the `<web>` of a message whose event names no link. */
  website?: string | undefined;
  sent: Date;
  references: CapReference[];
}

const cantonNames = (codes: string[], language: Language) =>
  CANTONS.filter((c) => codes.includes(c.code))
    .map((c) => c.name[language])
    .join(', ');

function textsOf(input: EventCapInput, content: EventContent, language: Language): CapTexts {
  const texts: Partial<LanguageTexts> = content.texts[language] ?? {};
  const contact = content.contacts
    .map((c) => [c.name, c.phone, c.email].filter(Boolean).join(', '))
    .join('; ');
  const impacts = (texts.impacts ?? []).filter(Boolean);
  const web = content.links[0]?.url || input.website;
  const names = input.senderName;
  const senderName =
    names[language]?.trim() ||
    names[content.primaryLanguage]?.trim() ||
    LANGUAGES.map((l) => names[l]?.trim()).find(Boolean) ||
    '';
  return {
    language,
    senderName,
    event: input.eventType?.texts[language] ?? content.eventType ?? '',
    headline: texts.title ?? '',
    description: [texts.description ?? '', ...impacts].filter(Boolean).join('\n'),
    instruction: (texts.instructions ?? []).filter(Boolean).join('\n'),
    areaDescription: cantonNames(input.affectedStates, language),
    ...(contact ? { contact } : {}),
    ...(web ? { web } : {}),
  };
}

/** The CAP 1.2 message of a published event version: one `info` per language the event goes out in. */
export function eventCapMessage(input: EventCapInput): string {
  const content = input.allClear ? allClearContent(input.content) : input.content;
  // The all-clear is in force once sent: the warning's onset is no longer news, a past expiry would hide it.
  const onset = content.validFrom && !input.allClear ? new Date(content.validFrom) : null;
  const expires = content.validUntil ? new Date(content.validUntil) : null;
  return capMessage({
    identifier: capIdentifier(input.eventId, input.version),
    sender: CAP_SENDER,
    sent: input.sent,
    operationMode: input.operationMode,
    msgType: input.msgType,
    messageType: content.messageType as MessageType,
    allClear: input.allClear,
    category: input.eventType?.capCategory ?? 'Other',
    references: input.references,
    ...(onset ? { onset } : {}),
    ...(expires && !(input.allClear && expires <= input.sent) ? { expires } : {}),
    texts: content.languages.map((language) => textsOf(input, content, language)),
    area: { rings: input.rings, cantons: input.affectedStates },
  });
}
