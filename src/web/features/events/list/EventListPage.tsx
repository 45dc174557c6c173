import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Language } from '../../../../domain/session.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { LastKnown } from '../../../ui/last-known/LastKnown.tsx';
import { formatEventNumber } from '../eventLabels.ts';
import { eventCalls, eventKeys } from '../eventsApi.ts';
import { useEventsLiveRefresh } from '../useEventsLiveRefresh.ts';
import { EventListFilters } from './EventListFilters.tsx';
import { EventListTable } from './EventListTable.tsx';
import { type FilterField, listSearchOf, PAGE_SIZE, requestOf } from './listSearch.ts';

/** /events: the user's events (the server scopes territory and mode), filtered, paged, newest first, live. */
export function EventListPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const search = listSearchOf(params);
  const request = requestOf(search);
  const events = useQuery({
    queryKey: eventKeys.list(request),
    queryFn: () => eventCalls.list(api, request),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  useEventsLiveRefresh();

  const change = (field: FilterField | 'page', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(field, value);
        else next.delete(field);
        // Another filter shows other rows: start again on the first page.
        if (field !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack p="lg" gap="md">
      <Title order={1}>{t('events.list.title')}</Title>
      <EventListFilters search={search} onChange={change} />
      <LastKnown query={events} loadingKey="events.list.loading" failedKey="events.list.loadFailed">
        {({ items, total }) =>
          total === 0 ? (
            <Text c="dimmed">{t('events.list.empty')}</Text>
          ) : (
            <>
              <Text size="sm" aria-live="polite">
                {t('events.list.count', { number: formatEventNumber(total, i18n.language as Language) })}
              </Text>
              <EventListTable items={items} />
              <Group justify="center">
                <Pagination
                  total={Math.ceil(total / PAGE_SIZE)}
                  value={search.page}
                  onChange={(page) => change('page', page === 1 ? '' : String(page))}
                  getControlProps={(control) => ({ 'aria-label': t(`events.list.pages.${control}`) })}
                />
              </Group>
            </>
          )
        }
      </LastKnown>
    </Stack>
  );
}
