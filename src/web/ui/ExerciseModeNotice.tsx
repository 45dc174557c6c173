import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The notice, in the mode's yellow, that something is practice only (EXERCISE mode): by default that the
 * action being confirmed reaches no one; `children` says what it means on a page.
 */
export function ExerciseModeNotice({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="filled"
      color="yellow.5"
      autoContrast
      title={t('ui.exerciseMode.title')}
      data-exercise-notice
    >
      {children ?? t('ui.exerciseMode.notice')}
    </Alert>
  );
}
