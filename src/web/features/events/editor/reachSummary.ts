import type { TFunction } from 'i18next';
import { inReadingOrder, type ReachPreview } from '../../../../domain/eventApi.ts';
import { CHANNEL_OF_REACH } from '../../../../domain/eventChannels.ts';
import type { Language } from '../../../../domain/session.ts';
import { cantonNames, formatEventNumber } from '../eventLabels.ts';

const NAMES_SHOWN = 12;

/**
 * A reach as a step's question shows it (`publishedReach`): `quietSirens` names the step when it sounds no
 * siren although sirens are chosen (an update, an all-clear), so that the channel line does not blame an
 * outage for their silence.
 */
export type ShownReach = ReachPreview & { quietSirens?: 'update' | 'allClear' };

/** The chosen channels that will carry the message: those down or switched off left out. */
export function workingChannels(reach: ReachPreview): ReachPreview['channels'] {
  const down = new Set(reach.channelOutages.map((outage) => outage.channel));
  return reach.channels.filter((channel) => !down.has(CHANNEL_OF_REACH[channel]));
}

// Sirens that cannot sound (the device network is down) are not counted as reached.
function sirenLine(reach: ReachPreview, t: TFunction, language: Language): string {
  const { total, byState, signal } = reach.sirens;
  const sirensDown = reach.channelOutages.some((outage) => outage.channel === 'SIRENS');
  if (!signal || sirensDown) return t('events.editor.reach.noSirens');
  const perCanton = Object.entries(byState)
    .map(([code, count]) => `${code} ${formatEventNumber(count, language)}`)
    .join(', ');
  const signalName = t(`events.editor.channels.signal.${signal}`);
  return t('events.editor.reach.sirens', {
    number: formatEventNumber(total, language),
    signal: signalName,
    perCanton,
  });
}

/**
 * Whether the step commands sirens (an update or an all-clear sounds none): they get the command even in an
 * exercise (as an exercise, where no horn sounds), so an exercise with sirens does leave the console.
 */
export function commandsSirens(reach: ShownReach): boolean {
  return !reach.quietSirens && reach.sirens.signal !== null && reach.sirens.total > 0;
}

/**
 * The chosen channels that will carry the message: one that is down or switched off is not named. None: why,
 * truly: sirens silent in an update or all-clear, every other chosen channel (if any) down or switched off.
 */
function channelLine(reach: ShownReach, t: TFunction): string {
  const working = workingChannels(reach);
  if (working.length > 0) {
    const channels = working.map((channel) => t(`events.editor.reach.channel.${channel}`)).join(', ');
    return t('events.editor.reach.channels', { channels });
  }
  if (!reach.quietSirens) return t('events.editor.reach.noChannels');
  // The channels left are those other than the sirens: with none working, each of them is out.
  const othersOut = reach.channels.length > 0 ? 'OthersOut' : '';
  return t(`events.editor.reach.noChannelsQuiet.${reach.quietSirens}${othersOut}`);
}

/** Each chosen channel that cannot carry the message, with what that means for the population. */
export function channelWarnings(reach: ReachPreview, t: TFunction): string[] {
  return reach.channelOutages.map(({ channel, state }) => t(`events.channelOutage.${channel}.${state}`));
}

/**
 * Why publishing needs a strong confirmation, as the language's list of reasons (an area leaving the owner's
 * canton names it: the reason holds for whoever reads it), or null when it does not. The caller words it: ahead
 * of the publication (submit) or beside the field that asks for it now (approval).
 */
export function strongConfirmationReasons(
  reach: ShownReach,
  t: TFunction,
  language: Language,
): string | null {
  if (!reach.confirmation.strong) return null;
  const [owner] = cantonNames([reach.owningState], language);
  const reasons = reach.confirmation.reasons.map((reason) =>
    t(`events.editor.reach.reason.${reason}`, { canton: owner }),
  );
  // The language's own list ("a, b et c"): no hand-set separator that misses French spacing.
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(reasons);
}

/**
 * The reach preview as the lines of the submit confirmation: area, cantons, municipalities (in the reader's
 * alphabetical order), sirens by signal, the channels that fire, and why publishing will need a strong
 * confirmation (`strongReason: false` leaves it to the caller, e.g. beside the field that asks for it).
 */
export function reachSummary(
  reach: ShownReach,
  t: TFunction,
  language: Language,
  { strongReason = true }: { strongReason?: boolean } = {},
): string {
  const { names, count } = reach.municipalities;
  const shown = inReadingOrder(names, language).slice(0, NAMES_SHOWN).join(', ');
  const lines = [
    t('events.editor.reach.area', { km2: formatEventNumber(reach.areaSquareKilometres, language, 2) }),
    t('events.editor.reach.cantons', { cantons: cantonNames(reach.cantons, language).join(', ') }),
    t('events.editor.reach.municipalities', {
      number: formatEventNumber(count, language),
      names: count > NAMES_SHOWN ? `${shown} …` : shown,
    }),
    sirenLine(reach, t, language),
    reach.exercise
      ? t(commandsSirens(reach) ? 'events.editor.reach.exerciseSirens' : 'events.editor.reach.exercise')
      : channelLine(reach, t),
  ];
  const reasons = strongReason ? strongConfirmationReasons(reach, t, language) : null;
  if (reasons) lines.push('', t('events.editor.reach.strongAhead', { reasons }));
  return lines.join('\n');
}
