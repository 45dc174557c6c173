import type { TFunction } from 'i18next';
import type { OperationMode } from '../../../domain/session.ts';
import { SIREN_TEST_LIVE_CONFIRMATION, type SirenTest, zurichDate } from '../../../domain/sirenTest.ts';
import type { ConfirmOptions } from '../../ui/popups/popupRequests.ts';
import { formatDate } from '../data/grid/formatValue.ts';
import { literalPattern } from '../events/detail/actionConfirmations.ts';

/**
 * The question before the planned test starts. It names what will sound, or in an exercise what is tested
 * without sound (the cantons, the stationary sirens when known, extra groups), and says so when today is not
 * the planned day. LIVE: red and critical, the operator types LIVE SIREN TEST (the server refuses the start
 * without it); EXERCISE: no typing, not red (no siren sounds), still starting on Cancel (the devices of every
 * canton in the plan run the sequence).
 */
export function startConfirmation(
  plan: Pick<SirenTest, 'testDate' | 'cantons' | 'groupIds'>,
  sirens: number | null,
  mode: OperationMode,
  t: TFunction,
  now = new Date(),
): ConfirmOptions {
  const today = zurichDate(now);
  const cantons = plan.cantons.map((c) => c.stateCode);
  const lines = [
    t(`sirenTest.start.message.${mode}`, { date: formatDate(plan.testDate) }),
    '',
    t('sirenTest.start.cantons', { count: cantons.length, cantons: cantons.join(', ') }),
    ...(sirens === null ? [] : [t(`sirenTest.start.sirens.${mode}`, { count: sirens })]),
    ...(plan.groupIds.length > 0 ? [t('sirenTest.start.groups', { count: plan.groupIds.length })] : []),
    '',
    t(`sirenTest.start.text.${mode}`),
  ];
  const otherDay =
    today === plan.testDate
      ? []
      : [t('sirenTest.start.otherDay', { planned: formatDate(plan.testDate), today: formatDate(today) })];
  return {
    title: t('sirenTest.start.title'),
    message: lines.join('\n'),
    buttonOkName: t(`sirenTest.start.ok.${mode}`),
    critical: mode === 'LIVE',
    focusCancel: true,
    operationMode: mode,
    // The devices of every canton in the plan run the sequence, as an exercise.
    exerciseNotice: mode === 'EXERCISE' ? t('ui.exerciseMode.devicesNotice') : undefined,
    reachesPopulation: true,
    warnings: [...otherDay, t(`sirenTest.start.warning.${mode}`)],
    strongConfirmation:
      mode === 'LIVE'
        ? {
            message: t('sirenTest.start.strong', { pattern: SIREN_TEST_LIVE_CONFIRMATION }),
            pattern: literalPattern(SIREN_TEST_LIVE_CONFIRMATION),
          }
        : undefined,
  };
}
