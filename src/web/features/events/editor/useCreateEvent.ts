import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CreateEventRequest } from '../../../../domain/eventApi.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { httpErrorMessage } from '../../../api/httpErrorMessage.ts';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';
import { eventCalls, eventKeys } from '../eventsApi.ts';

/** Creates an event in preparation and opens it in the editor; a refusal shows in the error popup. */
export function useCreateEvent() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showError } = usePopups();
  return useMutation({
    mutationFn: (request: CreateEventRequest) => eventCalls.create(api, request),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.eventId), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      navigate(`/events/${event.eventId}/edit`, { replace: true });
    },
    onError: (error) => void showError(t('events.editor.create.failed'), httpErrorMessage(error, i18n)),
  });
}
