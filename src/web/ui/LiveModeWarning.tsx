import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from './icons.tsx';

/** The unmistakable notice inside a confirmation that the action reaches the population (LIVE mode). */
export function LiveModeWarning() {
  const { t } = useTranslation();
  return (
    <Alert
      variant="filled"
      color="red"
      icon={<WarningIcon size={22} />}
      title={t('ui.liveMode.title')}
      data-live-warning
    >
      {t('ui.liveMode.warning')}
    </Alert>
  );
}
