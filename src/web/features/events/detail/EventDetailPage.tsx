import { Anchor, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../../../api/http.ts';
import { LoadFailure } from '../../../ui/LoadFailure.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useEventsLiveRefresh } from '../useEventsLiveRefresh.ts';
import { EventActions } from './EventActions.tsx';
import { EventCorrectionNotice } from './EventCorrectionNotice.tsx';
import { EventDisseminationSection } from './EventDisseminationSection.tsx';
import { EventFacts } from './EventFacts.tsx';
import { EventHeader } from './EventHeader.tsx';
import { EventTexts } from './EventTexts.tsx';
import { EventTimeline } from './EventTimeline.tsx';
import { EventVersions } from './EventVersions.tsx';
import { useEventDetail } from './useEventQueries.ts';

/** /events/:eventId — an address that is no event number leads back to the list. */
export function EventDetailPage() {
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId <= 0) return <Navigate to="/events" replace />;
  return <EventDetailView eventId={eventId} />;
}

function EventDetailView({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const detail = useEventDetail(eventId);
  useEventsLiveRefresh();
  const back = (
    <Anchor component={Link} to="/events" size="sm">
      {t('events.detail.back')}
    </Anchor>
  );
  if (detail.isPending) return <Loading label={t('events.detail.loading')} />;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && [403, 404].includes(detail.error.status);
    return (
      <Stack p="lg" gap="md">
        {back}
        {notFound ? (
          <Text role="alert">{t('events.detail.notFound')}</Text>
        ) : (
          <LoadFailure messageKey="events.detail.loadFailed" onRetry={() => void detail.refetch()} />
        )}
      </Stack>
    );
  }
  const event = detail.data;
  return (
    <Stack p="lg" gap="md">
      {back}
      <EventHeader event={event} />
      <EventCorrectionNotice event={event} />
      <EventActions event={event} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <EventTexts content={event.content} />
            <EventTimeline eventId={eventId} correctionSeconds={event.correctionSeconds} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <EventFacts event={event} />
            <EventDisseminationSection event={event} />
          </Stack>
        </Grid.Col>
      </Grid>
      <EventVersions event={event} />
    </Stack>
  );
}
