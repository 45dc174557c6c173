import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VersionDrift } from '../../../domain/updates.ts';

/** Per canton: how many FGPs and KGPs, how many versions run, and how many devices run each one. */
export function VersionDriftTable({ drift }: { drift: readonly VersionDrift[] }) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder aria-label={t('updates.devices.drift')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('updates.devices.canton')}</Table.Th>
          <Table.Th>{t('updates.devices.devices')}</Table.Th>
          <Table.Th>{t('updates.devices.spread')}</Table.Th>
          <Table.Th>{t('updates.devices.versions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {drift.map((row) => (
          <Table.Tr key={row.stateCode} data-canton={row.stateCode}>
            <Table.Td>{row.stateCode}</Table.Td>
            <Table.Td>{row.devices}</Table.Td>
            <Table.Td>{row.versions.length}</Table.Td>
            <Table.Td>
              {row.versions
                .map((v) => t('ui.labelValue', { label: v.version, value: v.devices }))
                .join(' · ')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
