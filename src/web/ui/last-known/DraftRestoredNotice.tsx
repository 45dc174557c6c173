import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Tells the operator that the form shows what they typed earlier in this browser, not yet saved. */
export function DraftRestoredNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" role="status" title={t('ui.lastKnown.draftRestoredTitle')}>
      {t('ui.lastKnown.draftRestored')}
    </Alert>
  );
}
