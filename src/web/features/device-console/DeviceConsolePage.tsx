import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registryEntry } from '../../../domain/registry/index.ts';
import { DataGridPage } from '../data/DataGridPage.tsx';
import type { Row } from '../data/resourceApi.ts';
import { DeviceCommandPanel } from './DeviceCommandPanel.tsx';

const isOutOfService = (row: Row) => row.outOfService === true;
const rowClass = (row: Row) => (isOutOfService(row) ? 'device-out-of-service' : undefined);
const OUT_OF_SERVICE = {
  color: 'var(--mantine-color-gray-6)',
  background: 'var(--mantine-color-gray-1)',
  fontStyle: 'italic',
};
const rowStyle = (row: Row) => (isOutOfService(row) ? OUT_OF_SERVICE : undefined);

/**
 * /data/console: the device administrators' grid of every FGP, KGP and KSP, devices out of service
 * greyed and in italics, and a raw command to the focused device (or any device by its code).
 */
export function DeviceConsolePage() {
  const { t } = useTranslation();
  const entry = registryEntry('console');
  const [panel, setPanel] = useState<{ deviceId: string } | null>(null);
  if (!entry) return null;
  return (
    <>
      <DataGridPage
        entry={entry}
        actions={(focused) => {
          const code = typeof focused?.code === 'string' ? focused.code : '';
          return (
            <Button onClick={() => setPanel({ deviceId: code })}>
              {code ? t('devices.command.openFor', { deviceId: code }) : t('devices.command.open')}
            </Button>
          );
        }}
        rowClass={rowClass}
        rowStyle={rowStyle}
      />
      <DeviceCommandPanel
        opened={panel !== null}
        initialDeviceId={panel?.deviceId ?? ''}
        onClose={() => setPanel(null)}
      />
    </>
  );
}
