import type { TFunction } from 'i18next';
import type { SirenSignal } from '../../../../domain/alarming.ts';
import type { OperationMode } from '../../../../domain/session.ts';
import type { ConfirmOptions } from '../../../ui/popups/popupRequests.ts';
import { literalPattern } from '../../events/detail/actionConfirmations.ts';
import { chosen, sirensReached, type TriggerDraft } from './targetDraft.ts';

/** What a LIVE operator types before the sirens sound. */
export const LIVE_CONFIRMATION = 'LIVE ALARM';
// Enough names to recognise the choice; a long list of sirens would push the buttons out of sight.
const NAMES_SHOWN = 8;

function targetLine(draft: TriggerDraft, t: TFunction): string {
  const names = chosen(draft).map((choice) => choice.label);
  const shown = names.length > NAMES_SHOWN ? [...names.slice(0, NAMES_SHOWN), '…'] : names;
  return t('ui.labelValue', { label: t(`alarming.target.${draft.kind}`), value: shown.join(', ') });
}

/** What is about to sound: the signal, the target in words and, when known, how many sirens. */
export interface AlarmToSound {
  signal: SirenSignal;
  target: string;
  sirens: number | null;
}

/** The trigger dialog's choice as the confirmation names it. */
export function draftToSound(draft: TriggerDraft, t: TFunction): AlarmToSound {
  return { signal: draft.signal, target: targetLine(draft, t), sirens: sirensReached(draft) };
}

/**
 * The question before the sirens are commanded (trigger and repeat). LIVE: red and critical, "the sirens
 * will sound", and the operator types LIVE ALARM; EXERCISE: the yellow exercise notice saying that the
 * devices get the command as an exercise (not the generic "nothing leaves the console") and "no siren will
 * sound".
 */
export function alarmConfirmation(alarm: AlarmToSound, mode: OperationMode, t: TFunction): ConfirmOptions {
  const okName = t(`alarming.trigger.confirm.ok.${mode}`);
  const lines = [
    t('ui.labelValue', { label: t('alarming.fields.signal'), value: t(`alarming.signals.${alarm.signal}`) }),
    alarm.target,
    ...(alarm.sirens === null ? [] : [t('alarming.trigger.confirm.sirens', { count: alarm.sirens })]),
    '',
    // The text names the button the operator presses (no "OK" that is not there).
    t(`alarming.trigger.confirm.text.${mode}`, { button: okName }),
  ];
  return {
    title: t(`alarming.trigger.confirm.title.${mode}`),
    message: lines.join('\n'),
    buttonOkName: okName,
    buttonNotOkName: t('alarming.actions.cancel'),
    critical: mode === 'LIVE',
    operationMode: mode,
    reachesPopulation: true,
    exerciseNotice: t('ui.exerciseMode.devicesNotice'),
    warnings: [t(`alarming.trigger.confirm.warning.${mode}`)],
    strongConfirmation:
      mode === 'LIVE'
        ? {
            message: t('alarming.trigger.confirm.strong', { pattern: LIVE_CONFIRMATION }),
            pattern: literalPattern(LIVE_CONFIRMATION),
          }
        : undefined,
  };
}
