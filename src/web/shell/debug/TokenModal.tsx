import { Code, ScrollArea, Text } from '@mantine/core';
import { decodeJwt } from 'jose';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/AuthContext.ts';
import { OpenModal } from '../../ui/OpenModal.tsx';

/** Debug view of the current access token's claims (never its signature or the raw token). */
export function TokenModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const [claims, setClaims] = useState<string | null>(null);

  useEffect(() => {
    accessToken().then(
      (token) => setClaims(token ? JSON.stringify(decodeJwt(token), null, 2) : t('shell.user.noToken')),
      () => setClaims(t('shell.user.noToken')),
    );
  }, [accessToken, t]);

  return (
    <OpenModal onClose={onClose} title={t('shell.user.showToken')} size="lg">
      {claims === null ? (
        <Text c="gray.7">{t('shell.user.loadingToken')}</Text>
      ) : (
        <ScrollArea.Autosize mah="60vh">
          <Code block>{claims}</Code>
        </ScrollArea.Autosize>
      )}
    </OpenModal>
  );
}
