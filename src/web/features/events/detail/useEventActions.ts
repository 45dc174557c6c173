import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ActionRequest, EventDetail } from '../../../../domain/eventApi.ts';
import type { EventContent } from '../../../../domain/eventContent.ts';
import type { EventAction } from '../../../../domain/eventWorkflow.ts';
import type { Language } from '../../../../domain/session.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { keepAnswer } from '../../../api/keepAnswer.ts';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import { useMe } from '../../../auth/AuthContext.ts';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';
import { eventCalls, eventKeys } from '../eventsApi.ts';
import {
  approvalMayPublish,
  interimApprovalConfirmation,
  publishConfirmation,
  simpleConfirmation,
  submitConfirmation,
} from './actionConfirmations.ts';
import { FOCUS_ON_ARRIVAL } from './focusOnArrival.ts';

/**
 * The workflow actions of the detail page, each behind its confirmation. Any failure (a 409 when someone
 * else was quicker, a refusal) shows the server's reason and reloads the event, so the buttons match again.
 */
export function useEventActions(event: EventDetail) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  const { stateCode } = useMe();
  const id = event.eventId;

  const reload = () => void queryClient.invalidateQueries({ queryKey: eventKeys.all });

  async function run(action: EventAction, request: Omit<ActionRequest, 'version'> = {}) {
    try {
      const detail = await withWait(eventCalls.act(api, id, action, { version: event.version, ...request }));
      await keepAnswer(queryClient, eventKeys.detail(id), detail);
      reload();
      // The button just used is gone with the new state: the focus goes to the page's heading.
      if (action !== 'DISCARD') await navigate(`/events/${id}`, { replace: true, state: FOCUS_ON_ARRIVAL });
      return detail;
    } catch (error) {
      // Reload first: when the operator has read why, the page already shows the event as it is now.
      reload();
      await handleError(error);
      return null;
    }
  }

  const reach = () => withWait(eventCalls.reach(api, { content: event.content, eventId: id }));
  const versions = () =>
    queryClient.ensureQueryData({
      queryKey: eventKeys.versions(id),
      queryFn: () => eventCalls.versions(api, id),
    });

  async function withReach<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      await handleError(error);
      return null;
    }
  }

  return {
    async submit() {
      const preview = await withReach(reach);
      if (!preview) return;
      if (await confirm(submitConfirmation(event, preview, t, language))) await run('SUBMIT');
    },
    async approve() {
      if (!approvalMayPublish(event, stateCode)) {
        if (await confirm(interimApprovalConfirmation(event, t))) await run('APPROVE');
        return;
      }
      const preview = await withReach(reach);
      if (!preview) return;
      // The approver of an update is told what it changes against the version the population has now.
      const published = event.state === 'UPDATE_PENDING' ? await withReach(versions) : [];
      if (!published) return;
      const options = publishConfirmation(event, preview, t, language, {
        published: published.at(-1),
        stateCode,
      });
      if (!(await confirm(options))) return;
      // The popup let OK through only once the typed value matched the pattern, i.e. equals it.
      const typed = options.strongConfirmation ? preview.confirmation.pattern : null;
      await run('APPROVE', typed ? { confirmation: typed } : {});
    },
    reject: (note: string) => run('REJECT', { note }),
    /** Sends the all-clear, with the texts written for it, to approval (the dialog was the question). */
    requestAllClear: (allClear: NonNullable<EventContent['allClear']>) =>
      run('REQUEST_ALL_CLEAR', { content: { ...event.content, allClear } }),
    async simple(action: 'CLOSE' | 'DISCARD') {
      if (!(await confirm(simpleConfirmation(action, event, t)))) return;
      const done = await run(action);
      if (done && action === 'DISCARD') await navigate('/events');
    },
    edit: () => navigate(`/events/${id}/edit`),
  };
}
