import { Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { formatDate } from '../data/grid/formatValue.ts';
import { useUpdatesQuery } from './updatesApi.ts';
import { VersionDriftTable } from './VersionDriftTable.tsx';

// Thousands of devices: the table shows the first matches, the filters narrow them down.
const SHOWN = 200;
const COLUMNS = ['deviceId', 'kind', 'canton', 'running', 'transferred', 'lastReport'] as const;

/** /data/xgpstates: every FGP and KGP with its running and transferred version, and the drift per canton. */
export function DeviceStatesPage() {
  const { t } = useTranslation();
  const states = useUpdatesQuery('devices');
  const [canton, setCanton] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const matching = (states.data?.devices ?? []).filter(
    (d) =>
      (!canton || d.stateCode === canton) && d.deviceId.toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <Stack p="lg" gap="lg">
      <Title order={1}>{t('menu.data.xgpstates')}</Title>
      {states.isError && (
        <LoadFailure messageKey="updates.loadFailed" onRetry={() => void states.refetch()} />
      )}
      {states.isPending && <Loading label={t('updates.loading')} />}
      {states.data && (
        <>
          <Title order={2}>{t('updates.devices.drift')}</Title>
          <VersionDriftTable drift={states.data.drift} />
          <Title order={2}>{t('updates.devices.table')}</Title>
          <Group align="end">
            <Select
              label={t('updates.devices.canton')}
              placeholder={t('updates.devices.allCantons')}
              data={states.data.drift.map((row) => row.stateCode)}
              value={canton}
              onChange={setCanton}
              clearable
              searchable
            />
            <TextInput
              label={t('updates.devices.search')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <Text size="sm" c="dimmed">
              {t('updates.devices.shown', {
                shown: Math.min(SHOWN, matching.length),
                count: matching.length,
              })}
            </Text>
          </Group>
          <Table striped withTableBorder aria-label={t('updates.devices.table')}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{t(`updates.devices.columns.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {matching.slice(0, SHOWN).map((d) => (
                <Table.Tr key={d.deviceId} data-device={d.deviceId}>
                  <Table.Td>{d.deviceId}</Table.Td>
                  <Table.Td>{d.kind}</Table.Td>
                  <Table.Td>{d.stateCode}</Table.Td>
                  <Table.Td data-testid="running">{d.runningVersion ?? '–'}</Table.Td>
                  <Table.Td data-testid="transferred">{d.transferredVersion ?? '–'}</Table.Td>
                  <Table.Td>{d.lastReportAt ? formatDate(d.lastReportAt) : '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
