import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EventListItem } from '../../../../domain/eventApi.ts';
import type { Language } from '../../../../domain/session.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { useMe, usePermissions } from '../../../auth/AuthContext.ts';
import { ForbiddenRedirect } from '../../../shell/routing/ForbiddenRedirect.tsx';
import { LoadFailure } from '../../../ui/LoadFailure.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { MessageTypeBadge } from '../EventBadges.tsx';
import { cantonNames, eventTitle, formatEventTime } from '../eventLabels.ts';
import { eventCalls, eventKeys } from '../eventsApi.ts';
import { CORRECTABLE_STATES, mayDeclareFalseAlarm } from '../falseAlarmRule.ts';
import { useEventsLiveRefresh } from '../useEventsLiveRefresh.ts';
import { useFalseAlarm } from '../useFalseAlarm.ts';

// More published messages than this at once would be a national catastrophe, not a list to page through.
const LIMIT = 100;

function useCorrectableEvents() {
  const api = useApi();
  const me = useMe();
  const permissions = usePermissions();
  const filter = { state: CORRECTABLE_STATES.join(','), page: 0, size: LIMIT, sort: 'updatedAt,desc' };
  const events = useQuery({ queryKey: eventKeys.list(filter), queryFn: () => eventCalls.list(api, filter) });
  const items: EventListItem[] = (events.data?.items ?? [])
    .filter((item) => mayDeclareFalseAlarm(item, me, permissions))
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  return { items, pending: events.isPending, failed: events.isError, retry: () => void events.refetch() };
}

/** /events/newFalseAlarm: the published messages the user may declare false, each one click from its correction. */
export function FalseAlarmPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const permitted = usePermissions().has('FALSE_ALARM_EDIT');
  const events = useCorrectableEvents();
  const declareFalseAlarm = useFalseAlarm();
  useEventsLiveRefresh();
  if (!permitted) return <ForbiddenRedirect titleKey="events.falseAlarm.title" />;

  return (
    <Stack p="lg" gap="md">
      <Title order={1}>{t('events.falseAlarm.title')}</Title>
      <Text maw={720}>{t('events.falseAlarm.intro')}</Text>
      {events.pending && <Loading label={t('events.list.loading')} />}
      {events.failed && <LoadFailure messageKey="events.list.loadFailed" onRetry={events.retry} />}
      {!events.pending && events.items.length === 0 && <Text c="dimmed">{t('events.falseAlarm.empty')}</Text>}
      {events.items.length > 0 && (
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {(['number', 'messageType', 'title', 'cantons', 'published'] as const).map((column) => (
                <Table.Th key={column}>{t(`events.list.columns.${column}`)}</Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.items.map((item) => (
              <Table.Tr key={item.eventId}>
                <Table.Td>{item.eventId}</Table.Td>
                <Table.Td>
                  <MessageTypeBadge messageType={item.messageType} />
                </Table.Td>
                <Table.Td>{eventTitle(item, language) || t('events.list.untitled')}</Table.Td>
                <Table.Td>{cantonNames(item.affectedStates, language).join(', ')}</Table.Td>
                <Table.Td>{item.publishedAt && formatEventTime(item.publishedAt)}</Table.Td>
                <Table.Td>
                  <Button color="red" size="xs" onClick={() => void declareFalseAlarm(item.eventId)}>
                    {t('events.falseAlarm.choose')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
