import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EventDetail, ReachPreview } from '../../../../domain/eventApi.ts';
import { withoutBlankRows } from '../../../../domain/eventContent.ts';
import { approvingStates, INTERSTATE_TIMEOUT_MINUTES } from '../../../../domain/eventWorkflow.ts';
import { type Language, STATE_CH } from '../../../../domain/session.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { ApiError } from '../../../api/http.ts';
import { httpErrorMessage } from '../../../api/httpErrorMessage.ts';
import { keepAnswer } from '../../../api/keepAnswer.ts';
import { useAuth } from '../../../auth/AuthContext.ts';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';
import { publishedReach } from '../detail/actionConfirmations.ts';
import { disagreementWarnings } from '../detail/languageWarningTexts.ts';
import { cantonNames } from '../eventLabels.ts';
import { eventCalls, eventKeys } from '../eventsApi.ts';
import { questionMode } from '../questionMode.ts';
import { channelWarnings, reachSummary } from './reachSummary.ts';
import type { EventForm } from './useEventForm.ts';

/**
 * Who decides next, as the author is told before submitting: the other cantons a cantonal event's area
 * reaches (by name, in one sequence with the Confederation's fallback after their deadline), whose approval
 * publishes it, in either mode; else a second person (LIVE) or the author (EXERCISE). A LIVE correction of a
 * false alarm needs one approval: the affected cantons are not asked again.
 */
function nextStep(reach: ReachPreview, event: EventDetail, t: TFunction, language: Language): string {
  const deciders =
    event.owningState === STATE_CH
      ? []
      : approvingStates({
          owningState: event.owningState,
          affectedStates: reach.cantons,
          correctionOf: event.correctionOf,
        });
  if (deciders.length > 0) {
    return t('events.editor.submit.next.INTERSTATE', {
      count: deciders.length,
      cantons: new Intl.ListFormat(language, { type: 'conjunction' }).format(cantonNames(deciders, language)),
      minutes: INTERSTATE_TIMEOUT_MINUTES,
    });
  }
  const mode = event.operationMode;
  return t(
    `events.editor.submit.next.${mode === 'LIVE' && event.correctionOf !== null ? 'LIVE_CORRECTION' : mode}`,
  );
}

/**
 * The submit question's text: what the step reaches, that an update sounds no siren (as the approver is
 * told), and who decides next.
 */
function submitMessage(reach: ReachPreview, event: EventDetail, t: TFunction, language: Language): string {
  const shown = publishedReach(event, reach);
  const silenced = reach.channels.includes('SIRENS') && !shown.channels.includes('SIRENS');
  const quiet = silenced ? [t('events.editor.submit.updateQuiet')] : [];
  return [reachSummary(shown, t, language), ...quiet, nextStep(reach, event, t, language)].join('\n\n');
}

/** Save and submit of the editor, with the reach preview before submit and a clear way out of a conflict. */
export function useEditorActions(
  event: EventDetail,
  form: EventForm,
  onReload: () => Promise<EventDetail>,
  onSubmitted: () => void,
) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm, showError, withWait } = usePopups();
  const { relogin } = useAuth();
  const isUpdate = event.state === 'ACTIVE';
  const id = event.eventId;

  const stored = (detail: EventDetail) => {
    void keepAnswer(queryClient, eventKeys.detail(id), detail);
    form.reset(detail);
    return detail;
  };

  async function failed(error: unknown, titleKey: string) {
    if (error instanceof ApiError && error.status === 401) return relogin();
    if (error instanceof ApiError && error.problem?.messageKey === 'events.errors.conflict') {
      const reload = await confirm({
        title: t('events.editor.conflict.title'),
        message: t('events.errors.conflict'),
        buttonOkName: t('events.editor.conflict.reload'),
        buttonNotOkName: t('events.editor.conflict.keep'),
        ...questionMode(event.operationMode),
        // Reloading drops the typed changes and reaches nobody.
        staysInConsole: true,
      });
      if (reload) form.reset(await onReload());
      return;
    }
    await showError(t(titleKey), httpErrorMessage(error, i18n));
  }

  // A row of impacts or instructions left blank in every language is not kept (the server drops it too).
  const save = () =>
    withWait(eventCalls.save(api, id, { version: form.version, content: withoutBlankRows(form.content) }));

  async function submit() {
    if (!form.check()) return;
    try {
      const version = !isUpdate && form.dirty ? stored(await save()).version : form.version;
      const reach = await withWait(eventCalls.reach(api, { content: form.content, eventId: id }));
      const mode = event.operationMode;
      const confirmed = await confirm({
        title: t(`events.editor.submit.title.${isUpdate ? 'update' : 'new'}.${mode}`),
        message: submitMessage(reach, event, t, i18n.language as Language),
        buttonOkName: t(isUpdate ? 'events.editor.actions.submitUpdate' : 'events.editor.actions.submit'),
        buttonNotOkName: t('events.editor.actions.backToEditing'),
        ...questionMode(mode),
        // Where the languages disagree and each channel that cannot carry, as the approver will read them.
        warnings: [
          ...disagreementWarnings(form.warnings, t),
          ...channelWarnings(publishedReach(event, reach), t),
        ],
      });
      if (!confirmed) return;
      const action = isUpdate ? 'REQUEST_UPDATE' : 'SUBMIT';
      const content = isUpdate ? withoutBlankRows(form.content) : undefined;
      stored(await withWait(eventCalls.act(api, id, action, { version, content })));
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      onSubmitted();
    } catch (error) {
      await failed(error, 'events.editor.failures.submitting');
    }
  }

  return {
    async save() {
      try {
        stored(await save());
      } catch (error) {
        await failed(error, 'events.editor.failures.saving');
      }
    },
    submit,
    isUpdate,
  };
}
