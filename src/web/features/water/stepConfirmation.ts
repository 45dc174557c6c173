import type { TFunction } from 'i18next';
import type { OperationMode } from '../../../domain/session.ts';
import { type Dam, GENERAL_ALARM_WINDOW_HOURS, type WaterStep } from '../../../domain/water.ts';
import type { ConfirmOptions } from '../../ui/popups/popupRequests.ts';
import { literalPattern } from '../events/detail/actionConfirmations.ts';
import { nearZoneText } from './nearZoneText.ts';

/** Whether sounding the dam's water alarm now would not follow a general alarm on its near zone (a warning only). */
export const withoutGeneralAlarm = (step: WaterStep, dam: Dam) => step === 'alarm' && !dam.lastGeneralAlarm;

/** The warning that no general alarm came first (DOMAIN.md: the water alarm follows a general alarm). */
export const noGeneralAlarmText = (t: TFunction) =>
  t('water.warnings.noGeneralAlarm', { hours: GENERAL_ALARM_WINDOW_HOURS });

/**
 * The question before a step: which dam, its near zone, the reason, and before an alarm with no general alarm
 * first, that warning. LIVE: the operator types the dam's name (the server checks it too), and sounding is
 * critical (arming and locking reach nobody); EXERCISE only asks.
 */
export function stepConfirmation(
  step: WaterStep,
  dam: Dam,
  reason: string,
  mode: OperationMode,
  t: TFunction,
): ConfirmOptions {
  const lines = [
    `${dam.name} (${dam.stateCode})`,
    dam.nearZone
      ? t('ui.labelValue', { label: t('water.current.nearZone'), value: nearZoneText(dam, t) })
      : nearZoneText(dam, t),
    ...(reason ? [t('ui.labelValue', { label: t('water.current.reason'), value: reason })] : []),
    ...(withoutGeneralAlarm(step, dam) ? [noGeneralAlarmText(t)] : []),
    '',
    t(`water.confirm.text.${step}.${mode}`),
  ];
  return {
    title: t(`water.confirm.title.${step}`, { name: dam.name }),
    message: lines.join('\n'),
    buttonOkName: t(`water.actions.${step}`),
    buttonNotOkName: t('water.actions.cancel'),
    critical: mode === 'LIVE' && step === 'alarm',
    operationMode: mode,
    reachesPopulation: step === 'alarm',
    // The water alarm's exercise commands the sirens too; arming and locking stay in the console.
    exerciseNotice: step === 'alarm' ? t('ui.exerciseMode.devicesNotice') : undefined,
    strongConfirmation:
      mode === 'LIVE'
        ? { message: t('water.confirm.strong', { name: dam.name }), pattern: literalPattern(dam.name) }
        : undefined,
  };
}
