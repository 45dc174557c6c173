import { areaProblems } from './area.ts';
import { isCantonCode } from './cantons.ts';
import type { ContentProblem, EventContent, LanguageTexts } from './eventContent.ts';
import type { Language } from './session.ts';

/**
 * The languages every message goes out in: the country's three official languages (DOMAIN.md: the same
 * content in de, fr, it; English is added where there is one). A message never leaves without one of them.
 */
export const NATIONAL_LANGUAGES = ['de', 'fr', 'it'] as const satisfies readonly Language[];

/** A completeness problem; area problems also name the polygon and, when it crosses itself, where. */
export type CompletenessProblem = ContentProblem & { polygon?: number; at?: [number, number] };

/** Message keys of the completeness rules (the web and the server translate the same keys). */
export const COMPLETENESS_KEYS = {
  missingMessageType: 'events.errors.missingMessageType',
  missingEventType: 'events.errors.missingEventType',
  primaryLanguageNotChosen: 'events.errors.primaryLanguageNotChosen',
  germanMissing: 'events.errors.germanMissing',
  frenchMissing: 'events.errors.frenchMissing',
  italianMissing: 'events.errors.italianMissing',
  missingPrimaryTitle: 'events.errors.missingPrimaryTitle',
  missingPrimaryDescription: 'events.errors.missingPrimaryDescription',
  missingTitle: 'events.errors.missingTitle',
  missingDescription: 'events.errors.missingDescription',
  unknownCanton: 'events.errors.unknownCanton',
  noChannel: 'events.errors.noChannel',
  waterAlarmViaDam: 'events.errors.waterAlarmViaDam',
  validityOrder: 'events.errors.validityOrder',
} as const;

// Named in full, not as "{{language}}: …": the language is the problem, not where it is.
const NATIONAL_LANGUAGE_MISSING = {
  de: COMPLETENESS_KEYS.germanMissing,
  fr: COMPLETENESS_KEYS.frenchMissing,
  it: COMPLETENESS_KEYS.italianMissing,
} as const;

const blank = (value: string | undefined) => !value || value.trim() === '';

/** German, French or Italian missing among the languages a message goes out in. */
export function nationalLanguageProblems(content: EventContent): CompletenessProblem[] {
  return NATIONAL_LANGUAGES.filter((language) => !content.languages.includes(language)).map((language) => ({
    messageKey: NATIONAL_LANGUAGE_MISSING[language],
    field: 'languages',
  }));
}

function textProblems(content: EventContent): CompletenessProblem[] {
  const problems: CompletenessProblem[] = [];
  const primary = content.primaryLanguage;
  if (!content.languages.includes(primary))
    problems.push({
      messageKey: COMPLETENESS_KEYS.primaryLanguageNotChosen,
      language: primary,
      field: 'languages',
    });
  problems.push(...nationalLanguageProblems(content));
  // The primary language first: it is the one the operator must fix before anything else.
  const languages: Language[] = [primary, ...content.languages.filter((l) => l !== primary)];
  for (const language of languages) {
    const texts: Partial<LanguageTexts> = content.texts[language] ?? {};
    const isPrimary = language === primary;
    if (blank(texts.title))
      problems.push({
        messageKey: isPrimary ? COMPLETENESS_KEYS.missingPrimaryTitle : COMPLETENESS_KEYS.missingTitle,
        language,
        field: `texts.${language}.title`,
      });
    if (blank(texts.description))
      problems.push({
        messageKey: isPrimary
          ? COMPLETENESS_KEYS.missingPrimaryDescription
          : COMPLETENESS_KEYS.missingDescription,
        language,
        field: `texts.${language}.description`,
      });
  }
  return problems;
}

function areaCompleteness({ area }: EventContent): CompletenessProblem[] {
  const unknown = area.cantons.filter((code) => !isCantonCode(code));
  if (unknown.length > 0) return [{ messageKey: COMPLETENESS_KEYS.unknownCanton, field: 'area.cantons' }];
  // Whole cantons alone are a complete area; drawn polygons must pass every area rule.
  if (area.polygons.length === 0 && area.cantons.length > 0) return [];
  return areaProblems(area.polygons).map((problem) => ({ ...problem, field: 'area' }));
}

function otherProblems(content: EventContent): CompletenessProblem[] {
  const problems: CompletenessProblem[] = [];
  const { channels, validFrom, validUntil } = content;
  if (!channels.sirens && !channels.publicApp && !channels.icaro && !channels.socialMedia)
    problems.push({ messageKey: COMPLETENESS_KEYS.noChannel, field: 'channels' });
  // Only the dam's page sounds the water alarm: unlocked, with the dam's name typed (DOMAIN.md, dams).
  if (channels.sirens === 'WATER_ALARM')
    problems.push({ messageKey: COMPLETENESS_KEYS.waterAlarmViaDam, field: 'channels' });
  if (validFrom && validUntil && Date.parse(validUntil) <= Date.parse(validFrom))
    problems.push({ messageKey: COMPLETENESS_KEYS.validityOrder, field: 'validUntil' });
  return problems;
}

/**
 * What keeps `content` from being submitted (SUBMIT and REQUEST_UPDATE on the server, the editor before
 * it offers submit): message and event type, German, French and Italian among the languages, the primary
 * language's and every chosen language's title and description, a valid area, a channel (sirens only with
 * the general alarm: the water alarm sounds from the dam's page), validity in order. Differences between languages are only
 * warnings (eventConsistency.ts).
 */
export function contentProblems(content: EventContent): CompletenessProblem[] {
  const problems: CompletenessProblem[] = [];
  if (!content.messageType)
    problems.push({ messageKey: COMPLETENESS_KEYS.missingMessageType, field: 'messageType' });
  if (!content.eventType)
    problems.push({ messageKey: COMPLETENESS_KEYS.missingEventType, field: 'eventType' });
  return [...problems, ...textProblems(content), ...areaCompleteness(content), ...otherProblems(content)];
}
