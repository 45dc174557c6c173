import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from './icons.tsx';

export interface LiveModeWarningProps {
  /** Says the action reaches the population; without it, only that it takes effect for real. */
  reachesPopulation: boolean;
}

/** The unmistakable notice inside a LIVE confirmation that the action is no exercise. */
export function LiveModeWarning({ reachesPopulation }: LiveModeWarningProps) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="filled"
      color="red"
      icon={<WarningIcon size={22} />}
      title={t('ui.liveMode.title')}
      data-live-warning
    >
      {reachesPopulation ? t('ui.liveMode.warning') : t('ui.liveMode.forReal')}
    </Alert>
  );
}
