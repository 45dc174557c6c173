import { Button, Group, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordSchema } from '../../../../domain/registry/applicationusers.ts';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';

export interface PasswordResetProps {
  onReset(password: string): Promise<void>;
}

/** Sets a new password for a user (which also unlocks the account). */
export function PasswordReset({ onReset }: PasswordResetProps) {
  const { t } = useTranslation();
  const { showInfo, withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  const [password, setPassword] = useState('');
  const valid = PasswordSchema.safeParse(password).success;
  const handleReset = async () => {
    try {
      await withWait(onReset(password));
      setPassword('');
      await showInfo(t('data.form.resetPassword'), t('data.form.passwordReset'));
    } catch (error) {
      await handleError(error);
    }
  };
  return (
    <Group align="end" gap="sm">
      <PasswordInput
        label={t('data.form.newPassword')}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        autoComplete="new-password"
        style={{ flex: 1 }}
      />
      <Button variant="default" disabled={!valid} onClick={handleReset}>
        {t('data.form.resetPassword')}
      </Button>
    </Group>
  );
}
