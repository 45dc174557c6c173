import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../../../api/ApiProvider.tsx';
import { usePermissions } from '../../../auth/AuthContext.ts';
import { LoadFailure } from '../../../ui/LoadFailure.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { eventCalls, eventKeys } from '../eventsApi.ts';
import { useEventsLiveRefresh } from '../useEventsLiveRefresh.ts';
import { EventEditorForm } from './EventEditorForm.tsx';

/** States in which the editor changes the event: its draft, or the update of a published event. */
const EDITABLE = ['PREPARATION', 'ACTIVE'];

/** /events/:eventId/edit: the editor of a draft in preparation, or of an update to an active event. */
export function EventEditorPage() {
  const { t } = useTranslation();
  const api = useApi();
  const id = Number(useParams().eventId);
  const mayEdit = usePermissions().has('EVENT_EDIT');
  const event = useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: () => eventCalls.detail(api, id),
    enabled: Number.isInteger(id),
  });
  useEventsLiveRefresh();

  if (event.isError)
    return (
      <Stack p="lg">
        <LoadFailure messageKey="events.editor.loadFailed" onRetry={() => void event.refetch()} />
      </Stack>
    );
  if (!event.data) return <Loading label={t('events.editor.loading')} />;
  const editable =
    mayEdit &&
    EDITABLE.includes(event.data.state) &&
    event.data.allowedActions.some((action) => action === 'SUBMIT' || action === 'REQUEST_UPDATE');
  if (!editable)
    return (
      <Stack p="lg" align="flex-start">
        <Alert color="orange" role="alert" title={t('events.editor.notEditable.title')}>
          {t('events.editor.notEditable.text')}
        </Alert>
        <Button component={Link} to={`/events/${id}`} variant="default">
          {t('events.editor.actions.toDetail')}
        </Button>
      </Stack>
    );
  return (
    <EventEditorForm
      key={`${id}.${event.data.state}`}
      event={event.data}
      onReload={async () => (await event.refetch({ throwOnError: true })).data ?? event.data}
    />
  );
}
