import { Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventDetail, EventVersion } from '../../../../domain/eventApi.ts';
import { actorName } from '../../../ui/actorName.ts';
import { LoadFailure } from '../../../ui/LoadFailure.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { formatEventTime, stateLabelKey } from '../eventLabels.ts';
import { useCapDownload } from './useCapDownload.ts';
import { useEventVersions } from './useEventQueries.ts';
import { VersionDiff } from './VersionDiff.tsx';

/** What a version was: its CAP message type, except that the version that called the danger off is the all-clear. */
function versionKind(version: EventVersion): EventVersion['capMsgType'] | 'AllClear' {
  return version.state === 'ALL_CLEAR_ACTIVE' ? 'AllClear' : version.capMsgType;
}

/** Every published version with its CAP message, and the comparison of two of them. */
export function EventVersions({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const versions = useEventVersions(event.eventId);
  const downloadCap = useCapDownload();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('events.versions.title')}
        </Title>
        {versions.isPending && <Loading label={t('events.versions.loading')} />}
        {versions.isError && (
          <LoadFailure messageKey="events.versions.loadFailed" onRetry={() => void versions.refetch()} />
        )}
        {versions.data?.length === 0 && <Text c="dimmed">{t('events.versions.none')}</Text>}
        {versions.data && versions.data.length > 0 && (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {(['number', 'kind', 'state', 'published', 'cap'] as const).map((column) => (
                  <Table.Th key={column}>{t(`events.versions.columns.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.data.map((version) => (
                <Table.Tr key={version.number}>
                  <Table.Td>{t('events.versions.number', { number: version.number })}</Table.Td>
                  <Table.Td>{t(`events.versions.kinds.${versionKind(version)}`)}</Table.Td>
                  <Table.Td>{t(stateLabelKey(version.state))}</Table.Td>
                  <Table.Td>
                    {t('events.detail.facts.byAt', {
                      user: actorName(version.publishedBy, t),
                      time: formatEventTime(version.publishedAt, true),
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => void downloadCap(event.eventId, version.number)}
                      aria-label={t('events.versions.capOf', { number: version.number })}
                    >
                      {t('events.versions.cap')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {versions.data && versions.data.length > 1 && <VersionDiff versions={versions.data} />}
      </Stack>
    </Card>
  );
}
