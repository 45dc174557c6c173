import { Grid, Stack } from '@mantine/core';
import { DetailFrame } from '../../../ui/DetailFrame.tsx';
import { DetailRoute } from '../../../ui/DetailRoute.tsx';
import { useApprovalClock } from '../useApprovalClock.ts';
import { useEventsLiveRefresh } from '../useEventsLiveRefresh.ts';
import { EventActions } from './EventActions.tsx';
import { EventCorrectionNotice } from './EventCorrectionNotice.tsx';
import { EventDisseminationSection } from './EventDisseminationSection.tsx';
import { EventFacts } from './EventFacts.tsx';
import { EventHeader } from './EventHeader.tsx';
import { EventTexts } from './EventTexts.tsx';
import { EventTimeline } from './EventTimeline.tsx';
import { EventVersions } from './EventVersions.tsx';
import { contentShown } from './languageWarningTexts.ts';
import { PendingLanguageWarnings } from './PendingLanguageWarnings.tsx';
import { PendingUpdateChanges } from './PendingUpdateChanges.tsx';
import { useEventDetail } from './useEventQueries.ts';

const TEXTS = {
  backKey: 'events.detail.back',
  loadingKey: 'events.detail.loading',
  notFoundKey: 'events.detail.notFound',
  loadFailedKey: 'events.detail.loadFailed',
};

/** /events/:eventId — an address that is no event number leads back to the list. */
export function EventDetailPage() {
  return <DetailRoute param="eventId" listPath="/events" view={EventDetailView} />;
}

function EventDetailView({ id }: { id: number }) {
  const detail = useEventDetail(id);
  useEventsLiveRefresh();
  // The moment the cantons let their deadline pass, the server offers the national organisation the decision:
  // no message announces it, so the page asks again then.
  useApprovalClock(detail.data ? [detail.data] : undefined, () => void detail.refetch());
  return (
    <DetailFrame query={detail} listPath="/events" texts={TEXTS} gap="md">
      {(event) => (
        <>
          <EventHeader event={event} />
          <EventCorrectionNotice event={event} />
          <EventActions event={event} />
          <PendingLanguageWarnings event={event} />
          <PendingUpdateChanges event={event} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Stack gap="md">
                <EventTexts content={contentShown(event)} />
                <EventTimeline eventId={id} correctionSeconds={event.correctionSeconds} />
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
        </>
      )}
    </DetailFrame>
  );
}
