import { CANTONS } from '../../../domain/cantons.ts';
import { isEventState, severityOf } from '../../../domain/events.ts';
import type { WorkflowState } from '../../../domain/eventWorkflow.ts';
import type { Language } from '../../../domain/session.ts';
import { formatSwissTime } from '../../../domain/swissTime.ts';
import { localeOf } from '../../shell/timeZone.ts';

/** The label key of a state: the dashboard's for its seven states, the events screen's for the two final ones. */
export function stateLabelKey(state: WorkflowState): string {
  return isEventState(state) ? `dashboard.eventStates.${state}` : `events.states.${state}`;
}

/** The label key of a message type, shared with the home map's legend; none or unknown reads "Other". */
export function messageTypeLabelKey(messageType: string | null): string {
  return `dashboard.messageTypes.${severityOf(messageType)}`;
}

/** A time as `dd.MM.yyyy HH:mm` (or with `:ss`) in Swiss time (SPEC.md §9), whatever the browser's zone. */
export function formatEventTime(iso: string, withSeconds = false): string {
  return formatSwissTime(new Date(iso), withSeconds);
}

/**
 * A number (an area, a count) as the console writes it in `language`, in Swiss style (2’289’787, 1’724.07;
 * French 1 724,07), with at most `fractionDigits` decimals.
 */
export function formatEventNumber(value: number, language: Language, fractionDigits = 0): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: fractionDigits }).format(value);
}

/** Canton names in `language`, in the order given; CH and unknown codes stay as they are. */
export function cantonNames(codes: readonly string[], language: Language): string[] {
  return codes.map((code) => CANTONS.find((c) => c.code === code)?.name[language] ?? code);
}

/** The title in `language`, else the primary language's, else the first there is; empty when none. */
export function eventTitle(
  event: { title: Partial<Record<Language, string>>; primaryLanguage: Language },
  language: Language,
): string {
  const candidates: Language[] = [language, event.primaryLanguage, 'de', 'fr', 'it', 'en'];
  return candidates.map((l) => event.title[l]?.trim()).find((text) => text) ?? '';
}
