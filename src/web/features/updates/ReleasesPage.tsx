import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Release } from '../../../domain/updates.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useWriteAction } from '../../api/useWriteAction.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { formatDate } from '../data/grid/formatValue.ts';
import { ReleaseUploadForm } from './ReleaseUploadForm.tsx';
import { updatesApi, updatesKeys, useUpdatesQuery } from './updatesApi.ts';

/** /data/releases: the firmware releases per device kind, their upload and withdrawal. */
export function ReleasesPage() {
  const { t } = useTranslation();
  const api = useApi();
  const act = useWriteAction(updatesKeys.all);
  const editable = usePermissions().has('UPDATEMGMT_EDIT');
  const releases = useUpdatesQuery('releases');
  const withdraw = (release: Release) =>
    void act(() => updatesApi(api).withdraw(release.id), {
      title: t('updates.releases.withdrawTitle', { version: release.version }),
      message: t('updates.releases.withdrawMessage'),
      buttonOkName: t('updates.releases.withdraw'),
      buttonNotOkName: t('updates.releases.withdrawKeep'),
    });
  return (
    <Stack p="lg" gap="lg">
      <Title order={1}>{t('menu.data.releases')}</Title>
      {editable && <ReleaseUploadForm />}
      {releases.isError && (
        <LoadFailure messageKey="updates.loadFailed" onRetry={() => void releases.refetch()} />
      )}
      {releases.isPending && <Loading label={t('updates.loading')} />}
      {releases.data?.length === 0 && <Text c="dimmed">{t('updates.releases.none')}</Text>}
      {releases.data && releases.data.length > 0 && (
        <Table striped withTableBorder aria-label={t('updates.releases.table')}>
          <Table.Thead>
            <Table.Tr>
              {(['kind', 'version', 'notes', 'size', 'checksum', 'status', 'uploaded'] as const).map(
                (column) => (
                  <Table.Th key={column}>{t(`updates.releases.columns.${column}`)}</Table.Th>
                ),
              )}
              {editable && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {releases.data.map((release) => (
              <Table.Tr key={release.id} data-release={release.version}>
                <Table.Td>{release.deviceKind}</Table.Td>
                <Table.Td>{release.version}</Table.Td>
                <Table.Td>{release.notes}</Table.Td>
                <Table.Td>
                  {t('updates.releases.sizeKb', { size: Math.ceil(release.sizeBytes / 1024) })}
                </Table.Td>
                <Table.Td ff="monospace" title={release.sha256}>
                  {release.sha256.slice(0, 12)}…
                </Table.Td>
                <Table.Td>
                  <Badge color={release.status === 'AVAILABLE' ? 'green' : 'gray'} miw="max-content">
                    {t(`updates.releases.statuses.${release.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {formatDate(release.uploadedAt)} · {release.uploadedBy}
                </Table.Td>
                {editable && (
                  <Table.Td>
                    {release.status === 'AVAILABLE' && (
                      <Button size="xs" variant="light" color="red" onClick={() => withdraw(release)}>
                        {t('updates.releases.withdraw')}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
