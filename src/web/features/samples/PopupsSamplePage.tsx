import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth/AuthContext.ts';
import { usePopups } from '../../ui/popups/PopupsProvider.tsx';

const WAIT_SAMPLE_MS = 2_000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens each shared popup (error, information, confirmations, wait indicator) and shows the answer. */
export function PopupsSamplePage() {
  const { t } = useTranslation();
  const popups = usePopups();
  const { operationMode } = useMe();
  const [answer, setAnswer] = useState<string | null>(null);
  const title = t('shell.samples.popups.confirmTitle');
  const message = t('shell.samples.popups.confirmText');
  const word = t('shell.samples.popups.strongWord');

  const ask = async (options: Parameters<typeof popups.confirm>[0]) => {
    const confirmed = await popups.confirm(options);
    setAnswer(t(confirmed ? 'shell.samples.popups.confirmed' : 'shell.samples.popups.cancelled'));
  };
  const wait = async () => {
    await popups.withWait(new Promise((resolve) => window.setTimeout(resolve, WAIT_SAMPLE_MS)));
    setAnswer(t('shell.samples.popups.waited'));
  };

  return (
    <Stack p="lg" gap="md">
      <Title order={1}>{t('shell.samples.popups.title')}</Title>
      <Group gap="sm">
        <Button
          onClick={() =>
            popups.showError(t('shell.samples.popups.errorTitle'), t('shell.samples.popups.errorText'))
          }
        >
          {t('shell.samples.popups.error')}
        </Button>
        <Button
          onClick={() =>
            popups.showInfo(t('shell.samples.popups.infoTitle'), t('shell.samples.popups.infoText'))
          }
        >
          {t('shell.samples.popups.info')}
        </Button>
        <Button onClick={() => ask({ title, message })}>{t('shell.samples.popups.confirm')}</Button>
        <Button onClick={() => ask({ title, message, critical: true, operationMode })}>
          {t('shell.samples.popups.critical')}
        </Button>
        <Button
          onClick={() =>
            ask({
              title,
              message,
              critical: true,
              strongConfirmation: {
                message: t('shell.samples.popups.strongText', { word }),
                pattern: escapeRegExp(word),
              },
            })
          }
        >
          {t('shell.samples.popups.strong')}
        </Button>
        <Button onClick={wait}>{t('shell.samples.popups.wait')}</Button>
      </Group>
      <Text role="status">{answer ?? ''}</Text>
    </Stack>
  );
}
