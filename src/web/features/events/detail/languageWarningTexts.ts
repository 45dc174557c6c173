import type { TFunction } from 'i18next';
import { allClearContent } from '../../../../domain/eventAllClear.ts';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import { consistencyWarnings } from '../../../../domain/eventConsistency.ts';
import type { ConsistencyWarning, EventContent } from '../../../../domain/eventContent.ts';

/** What the event page shows and its pending step publishes: the all-clear's texts once one is requested. */
export function contentShown(event: EventDetail): EventContent {
  return event.state.startsWith('ALL_CLEAR') ? allClearContent(event.content) : event.content;
}

/** One place where the languages disagree, in words: "Deutsch / Französisch: unterschiedliche Zahlen … (130, 4)". */
export function consistencyWarningText(warning: ConsistencyWarning, t: TFunction): string {
  return t(warning.messageKey, {
    languages: warning.languages.map((language) => t(`shell.language.names.${language}`)).join(' / '),
    detail: warning.detail ?? '',
  });
}

/**
 * Where the languages of what the event's step sends disagree, found as the author's check finds them on
 * submit, each as a warning of the question before the step (the approver's second pair of eyes included).
 */
export function languageWarnings(event: EventDetail, t: TFunction): string[] {
  return disagreementWarnings(consistencyWarnings(contentShown(event)), t);
}

/** Each place where the languages disagree as a warning of a question (the editor's submit among them). */
export function disagreementWarnings(warnings: readonly ConsistencyWarning[], t: TFunction): string[] {
  return warnings.map((warning) =>
    t('events.warnings.disagree', { warning: consistencyWarningText(warning, t) }),
  );
}
