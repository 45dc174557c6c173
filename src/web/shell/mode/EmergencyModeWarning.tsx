import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Warns that the central system is unreachable; renders nothing otherwise. */
export function EmergencyModeWarning({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <Alert color="red" variant="filled" radius={0} title={t('shell.mode.emergencyTitle')} role="alert">
      {t('shell.mode.emergencyText')}
    </Alert>
  );
}
