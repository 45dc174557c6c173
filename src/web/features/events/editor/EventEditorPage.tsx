import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { usePermissions } from '../../../auth/AuthContext.ts';
import { LastKnown } from '../../../ui/last-known/LastKnown.tsx';
import { eventCalls, eventKeys } from '../eventsApi.ts';
import { useEventsLiveRefresh } from '../useEventsLiveRefresh.ts';
import { EventEditorForm } from './EventEditorForm.tsx';

/** States in which the editor changes the event: its draft, or the update of a published event. */
const EDITABLE = ['PREPARATION', 'ACTIVE'];

/** /events/:eventId/edit: the editor of a draft in preparation, or of an update to an active event. */
export function EventEditorPage() {
  const api = useApi();
  const id = Number(useParams().eventId);
  const mayEdit = usePermissions().has('EVENT_EDIT');
  const event = useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: () => eventCalls.detail(api, id),
    enabled: Number.isInteger(id),
  });
  useEventsLiveRefresh();

  return (
    <LastKnown
      query={event}
      loadingKey="events.editor.loading"
      failedKey="events.editor.loadFailed"
      inset="lg"
    >
      {(loaded) => <EditorOrRefusal id={id} event={loaded} mayEdit={mayEdit} onReload={event.refetch} />}
    </LastKnown>
  );
}

interface EditorOrRefusalProps {
  id: number;
  event: EventDetail;
  mayEdit: boolean;
  onReload(options: { throwOnError: true }): Promise<{ data?: EventDetail }>;
}

function EditorOrRefusal({ id, event, mayEdit, onReload }: EditorOrRefusalProps) {
  const { t } = useTranslation();
  const editable =
    mayEdit &&
    EDITABLE.includes(event.state) &&
    event.allowedActions.some((action) => action === 'SUBMIT' || action === 'REQUEST_UPDATE');
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
      key={`${id}.${event.state}`}
      event={event}
      onReload={async () => (await onReload({ throwOnError: true })).data ?? event}
    />
  );
}
