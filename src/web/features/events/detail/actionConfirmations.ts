import type { TFunction } from 'i18next';
import { allClearTextsOf } from '../../../../domain/eventAllClear.ts';
import type { EventDetail, EventVersion, ReachPreview } from '../../../../domain/eventApi.ts';
import { type Language, STATE_CH } from '../../../../domain/session.ts';
import type { ConfirmOptions } from '../../../ui/popups/popupRequests.ts';
import {
  channelWarnings,
  commandsSirens,
  reachSummary,
  type ShownReach,
  strongConfirmationReasons,
  workingChannels,
} from '../editor/reachSummary.ts';
import { cantonNames } from '../eventLabels.ts';
import { questionMode } from '../questionMode.ts';
import { languageWarnings } from './languageWarningTexts.ts';
import { changedPartNames, updateChanges } from './updateChanges.ts';

/** The strong-confirmation pattern is matched as a RegExp source: its characters must count literally. */
export function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether approving now may publish: every approval but an interstate one that leaves other cantons to
 * decide. When unsure the console asks as for a publication (the server ignores a needless confirmation).
 */
export function approvalMayPublish(event: EventDetail, stateCode: string): boolean {
  if (event.state !== 'APPROVAL_PENDING' || stateCode === STATE_CH) return true;
  return event.awaitingApprovalFrom.filter((canton) => canton !== stateCode).length === 0;
}

/**
 * The question before the approval that publishes, with what it reaches. LIVE: the red, critical popup with
 * the LIVE warning, in words that say it reaches the population; EXERCISE: a calm popup that says nothing
 * reaches the population, and that the sirens get the command as an exercise where it commands any. A strong confirmation asks for the server's pattern (e.g. `LIVE 42`). An update names
 * what it changes against `published`, the version the population has now. The national organisation
 * (`stateCode` CH) deciding a cantonal approval is told in place of which cantons it decides. Where the
 * languages disagree and each channel that cannot carry are warnings, as the author's were.
 */
export function publishConfirmation(
  event: EventDetail,
  reach: ReachPreview,
  t: TFunction,
  language: Language,
  { published, stateCode }: { published?: EventVersion; stateCode?: string } = {},
): ConfirmOptions {
  const mode = event.operationMode;
  const kind = publicationKind(event);
  const shown = publishedReach(event, reach);
  const { strong, pattern } = shown.confirmation;
  const strongReasons = strongConfirmationReasons(shown, t, language);
  // A message without sirens (a correction, a template without them, sirens that cannot sound) must not
  // speak of sirens sounding.
  const sirensSilent = reach.channelOutages.some((outage) => outage.channel === 'SIRENS');
  const quietFirst = kind === 'first' && (!reach.sirens.signal || sirensSilent);
  // No channel carries it: because each chosen one is out, or (an update, an all-clear) the sirens are silent too.
  const text =
    mode === 'EXERCISE'
      ? commandsSirens(shown)
        ? 'EXERCISE_SIRENS'
        : 'EXERCISE'
      : workingChannels(shown).length === 0
        ? shown.quietSirens
          ? 'noChannelQuiet'
          : 'noChannel'
        : quietFirst
          ? 'firstQuiet'
          : kind;
  const lead = t(`events.actions.publish.text.${text}`);
  const inPlaceOf = stateCode === STATE_CH ? nationalInPlaceOf(event, t, language) : null;
  return {
    title:
      kind === 'allClear'
        ? t(`events.actions.publish.allClearTitle.${mode}`, { eventId: event.eventId })
        : t(`events.actions.publish.title.${mode}`, { eventId: event.eventId }),
    message: [
      lead,
      ...(inPlaceOf ? [inPlaceOf] : []),
      ...(kind === 'allClear' ? [allClearText(event, t, language)] : []),
      ...(kind === 'followUp' && published ? [changesText(event, published, t, language)] : []),
      // Why the value must be typed stands beside its field: the question stays short enough to open with its
      // top (the LIVE warning) and the field both in view.
      reachSummary(shown, t, language, { strongReason: !(strong && pattern) }),
    ].join('\n\n'),
    buttonOkName: t(`events.actions.publish.ok.${mode}`),
    buttonNotOkName: t('events.actions.cancel'),
    ...questionMode(mode),
    // An exercise with sirens commands the devices (as an exercise): not "nothing leaves the console".
    exerciseNotice:
      mode === 'EXERCISE' && commandsSirens(shown) ? t('ui.exerciseMode.devicesNotice') : undefined,
    critical: mode === 'LIVE',
    reachesPopulation: true,
    warnings: [...languageWarnings(event, t), ...channelWarnings(shown, t)],
    strongConfirmation:
      strong && pattern
        ? {
            message: t('events.actions.publish.strong', { pattern }),
            pattern: literalPattern(pattern),
            reason: strongReasons
              ? t('events.actions.publish.strongReason', { reasons: strongReasons })
              : undefined,
          }
        : undefined,
  };
}

/**
 * For the national organisation's approval of a cantonal event whose deadline passed: the cantons that did
 * not decide, in whose place it decides (the server allows it only after the deadline). Null otherwise.
 */
function nationalInPlaceOf(event: EventDetail, t: TFunction, language: Language): string | null {
  if (event.state !== 'APPROVAL_PENDING' || event.owningState === STATE_CH) return null;
  const cantons = event.awaitingApprovalFrom.filter((canton) => canton !== STATE_CH);
  if (cantons.length === 0) return null;
  return t('events.actions.publish.nationalInPlaceOf', {
    cantons: cantonNames(cantons, language).join(', '),
  });
}

/** What the population reads of the all-clear: in the user's language when it goes out in it, else the primary. */
function allClearText(event: EventDetail, t: TFunction, language: Language): string {
  const { content } = event;
  const shown = content.languages.includes(language) ? language : content.primaryLanguage;
  const { title, description, instruction } = allClearTextsOf(content, shown);
  const heading = t('events.actions.publish.allClearReads', { language: t(`shell.language.names.${shown}`) });
  return [heading, title, description, instruction].filter(Boolean).join('\n');
}

/** Which parts an update changes against the published version, or that it changes nothing. */
function changesText(event: EventDetail, published: EventVersion, t: TFunction, language: Language): string {
  const parts = changedPartNames(updateChanges(published.content, event.content, t, language), t);
  return parts.length > 0
    ? t('events.actions.publish.changes', { number: published.number, parts: parts.join(', ') })
    : t('events.actions.publish.unchanged', { number: published.number });
}

/** The first publication of an event, a later version (update), or its all-clear. */
function publicationKind(
  event: Pick<EventDetail, 'state' | 'publishedVersions'>,
): 'first' | 'followUp' | 'allClear' {
  if (event.state === 'ALL_CLEAR_PENDING') return 'allClear';
  return event.publishedVersions > 0 ? 'followUp' : 'first';
}

/**
 * What the publication of the event's step reaches: all of `reach` for the first version; a later one
 * sounds no siren. The author's submit and the approver's question both say it so.
 */
export function publishedReach(
  event: Pick<EventDetail, 'state' | 'publishedVersions'>,
  reach: ReachPreview,
): ShownReach {
  const kind = publicationKind(event);
  return kind === 'first' ? reach : quietReach(reach, kind === 'allClear');
}

/**
 * What a later publication reaches: sirens sound with the first version only (chosen ones are marked
 * `quietSirens`, so that their silence is told as such, not as an outage), and the all-clear calls the
 * danger off, so the server asks the typed value for alerts only (as the server decides).
 */
function quietReach(reach: ReachPreview, allClear: boolean): ShownReach {
  return {
    ...reach,
    sirens: { ...reach.sirens, signal: null },
    channels: reach.channels.filter((channel) => channel !== 'SIRENS'),
    channelOutages: reach.channelOutages.filter((outage) => outage.channel !== 'SIRENS'),
    confirmation: allClear ? { strong: false, pattern: null, reasons: [] } : reach.confirmation,
    ...(reach.channels.includes('SIRENS') ? { quietSirens: allClear ? 'allClear' : 'update' } : {}),
  };
}

/**
 * The author's question before the step goes to approval: what it reaches, where the languages disagree and
 * each channel that cannot carry.
 */
export function submitConfirmation(
  event: EventDetail,
  reach: ReachPreview,
  t: TFunction,
  language: Language,
): ConfirmOptions {
  return {
    title: t(`events.actions.submit.title.${event.operationMode}`, { eventId: event.eventId }),
    message: `${reachSummary(reach, t, language)}\n\n${t('events.actions.submit.text')}`,
    buttonOkName: t('events.actions.SUBMIT'),
    buttonNotOkName: t('events.actions.cancel'),
    ...questionMode(event.operationMode),
    warnings: [...languageWarnings(event, t), ...channelWarnings(reach, t)],
  };
}

/**
 * The question before an approval that does not publish yet (other cantons still decide), with where the
 * languages disagree.
 */
export function interimApprovalConfirmation(event: EventDetail, t: TFunction): ConfirmOptions {
  return {
    title: t('events.actions.interimApproval.title', { eventId: event.eventId }),
    message: t('events.actions.interimApproval.text'),
    buttonOkName: t('events.actions.APPROVE'),
    buttonNotOkName: t('events.actions.cancel'),
    ...questionMode(event.operationMode),
    warnings: languageWarnings(event, t),
  };
}

/** The plain questions of the actions that neither publish nor need a text. */
export function simpleConfirmation(
  action: 'CLOSE' | 'DISCARD',
  event: EventDetail,
  t: TFunction,
): ConfirmOptions {
  return {
    title: t(`events.actions.confirm.${action}.title`, { eventId: event.eventId }),
    message: t(`events.actions.confirm.${action}.text`),
    buttonOkName: t(`events.actions.${action}`),
    buttonNotOkName: t('events.actions.cancel'),
    ...questionMode(event.operationMode),
    // Discarding throws the draft away for good, also in an exercise; closing after the all-clear loses nothing.
    critical: action === 'DISCARD',
  };
}
