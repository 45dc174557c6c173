import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from './icons.tsx';

export interface LoadFailureProps {
  /** i18n key of the failure text (SPEC.md §8, e.g. `help.selection.loadFailed`). */
  messageKey: string;
  onRetry?: () => void;
}

/** Says in the operators' words that something could not be loaded, with a way to try again. */
export function LoadFailure({ messageKey, onRetry }: LoadFailureProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<WarningIcon />} role="alert">
      {t(messageKey)}
      {onRetry && (
        <Button display="block" mt="sm" size="xs" variant="default" onClick={onRetry}>
          {t('ui.retry')}
        </Button>
      )}
    </Alert>
  );
}
