import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The notice inside a confirmation that the action is practice only (EXERCISE mode), in the mode's yellow. */
export function ExerciseModeNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      variant="filled"
      color="yellow.5"
      autoContrast
      title={t('ui.exerciseMode.title')}
      data-exercise-notice
    >
      {t('ui.exerciseMode.notice')}
    </Alert>
  );
}
