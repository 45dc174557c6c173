import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSwissTime } from '../../../domain/swissTime.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useBannerLogs } from './useBannerQueries.ts';

export interface BannerJournalProps {
  onOpen(id: number): void;
  onBack(): void;
}

/** The banner journal, newest first; a row opens that version read-only. */
export function BannerJournal({ onOpen, onBack }: BannerJournalProps) {
  const { t } = useTranslation();
  const logs = useBannerLogs();
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>{t('banner.journal.heading')}</Text>
        <Button size="xs" variant="default" loading={logs.isFetching} onClick={() => void logs.refetch()}>
          {t('banner.journal.refresh')}
        </Button>
      </Group>
      {logs.isError && (
        <LoadFailure messageKey="banner.failures.logRefresh" onRetry={() => void logs.refetch()} />
      )}
      {logs.isPending && <Loading label={t('banner.journal.loading')} />}
      {logs.data && logs.data.length === 0 && <Text c="gray.7">{t('banner.journal.empty')}</Text>}
      {logs.data && logs.data.length > 0 && (
        <Table highlightOnHover striped aria-label={t('banner.journal.heading')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('banner.journal.columns.time')}</Table.Th>
              <Table.Th>{t('banner.journal.columns.event')}</Table.Th>
              <Table.Th>{t('banner.journal.columns.title')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.data.map((entry) => (
              <Table.Tr
                key={entry.id}
                style={{ cursor: 'pointer' }}
                tabIndex={0}
                onClick={() => onOpen(entry.id)}
                onKeyDown={(event) => event.key === 'Enter' && onOpen(entry.id)}
              >
                <Table.Td>{formatSwissTime(entry.timestampDate, true)}</Table.Td>
                <Table.Td>{t(entry.message.resourceKey, entry.message.parameters)}</Table.Td>
                <Table.Td>{entry.title[entry.primaryLanguage]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t('banner.actions.back')}
        </Button>
      </Group>
    </Stack>
  );
}
