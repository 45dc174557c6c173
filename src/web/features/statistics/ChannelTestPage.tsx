import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registryEntry } from '../../../domain/registry/index.ts';
import { DataGridPage } from '../data/DataGridPage.tsx';
import { ChannelTestDialog } from './ChannelTestDialog.tsx';

/** /data/channeltest: every channel test with its outcome, and the action that sends a new one. */
export function ChannelTestPage() {
  const { t } = useTranslation();
  const entry = registryEntry('channeltest');
  const [testing, setTesting] = useState(false);
  if (!entry) return null;
  return (
    <>
      <DataGridPage
        entry={entry}
        actions={() => <Button onClick={() => setTesting(true)}>{t('channelTest.open')}</Button>}
      />
      {testing && <ChannelTestDialog onClose={() => setTesting(false)} />}
    </>
  );
}
