import { type CompletenessProblem, nationalLanguageProblems } from './eventCompleteness.ts';
import type { AllClearTexts, EventContent, LanguageTexts } from './eventContent.ts';
import type { Language } from './session.ts';

/** The word that heads an all-clear in each language (DOMAIN.md message levels). */
export const ALL_CLEAR_MARK: Record<Language, string> = {
  de: 'Entwarnung',
  fr: 'Fin d’alerte',
  it: 'Cessato allarme',
  en: 'All-clear',
};

/**
 * The standard all-clear of each language: what the operator's all-clear starts from, and what an event
 * requested before all-clear texts existed goes out with (never the warning's own texts).
 */
export const STANDARD_ALL_CLEAR: Record<Language, Omit<AllClearTexts, 'title'>> = {
  de: {
    description: 'Die Gefahr ist vorüber. Die Behörden heben die Meldung für Ihr Gebiet auf.',
    instruction:
      'Sie können Ihre gewohnten Tätigkeiten wieder aufnehmen. Beachten Sie weiterhin allfällige Anweisungen der Behörden vor Ort.',
  },
  fr: {
    description: 'Le danger est passé. Les autorités lèvent le message pour votre région.',
    instruction:
      'Vous pouvez reprendre vos activités habituelles. Continuez à suivre les éventuelles consignes des autorités sur place.',
  },
  it: {
    description: 'Il pericolo è passato. Le autorità revocano il messaggio per la vostra regione.',
    instruction:
      'Potete riprendere le vostre attività abituali. Continuate a seguire le eventuali indicazioni delle autorità sul posto.',
  },
  en: {
    description: 'The danger is over. The authorities lift the message for your area.',
    instruction:
      'You can return to your usual activities. Keep following any instructions from the local authorities.',
  },
};

/** Message key of an all-clear lacking its text in a language the event goes out in. */
export const ALL_CLEAR_DESCRIPTION_MISSING = 'events.errors.missingAllClearDescription';

const blank = (value: string | undefined) => !value || value.trim() === '';

/** The all-clear's title when the operator writes none: the warning's title headed by the all-clear mark. */
export function standardAllClearTitle(content: EventContent, language: Language): string {
  const title = content.texts[language]?.title?.trim();
  return title ? `${ALL_CLEAR_MARK[language]} – ${title}` : ALL_CLEAR_MARK[language];
}

/**
 * The all-clear texts of `language`: the operator's, or the standard ones where none were written; the
 * title is the operator's, else the standard all-clear title.
 */
export function allClearTextsOf(content: EventContent, language: Language): Required<AllClearTexts> {
  const own = content.allClear?.[language];
  const texts = own && !blank(own.description) ? own : STANDARD_ALL_CLEAR[language];
  const title = own?.title?.trim();
  return { ...texts, title: title ? title : standardAllClearTitle(content, language) };
}

/**
 * What keeps an all-clear request from going to approval, as submit's rule: German, French and Italian
 * among the languages, and the all-clear's description in every language the event goes out in.
 */
export function allClearProblems(content: EventContent): CompletenessProblem[] {
  const missing = content.languages
    .filter((language) => blank(content.allClear?.[language]?.description))
    .map((language) => ({
      messageKey: ALL_CLEAR_DESCRIPTION_MISSING,
      language,
      field: `allClear.${language}.description`,
    }));
  return [...nationalLanguageProblems(content), ...missing];
}

/**
 * The content an all-clear version goes out with on every channel: the all-clear's title, description and
 * instruction in place of the warning's texts, impacts and pictograms.
 */
export function allClearContent(content: EventContent): EventContent {
  const texts: EventContent['texts'] = {};
  for (const language of content.languages) {
    const { title, description, instruction } = allClearTextsOf(content, language);
    const sent: LanguageTexts = {
      title,
      description,
      impacts: [],
      instructions: blank(instruction) ? [] : [instruction],
    };
    texts[language] = sent;
  }
  return { ...content, texts, pictograms: [] };
}
