import { Alert, Button, Group, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import type { EventContent } from '../../../../domain/eventContent.ts';
import { lazyPart } from '../../../shell/errors/lazyPart.tsx';
import { PageLoading } from '../../../shell/PageLoading.tsx';
import { DraftRestoredNotice } from '../../../ui/last-known/DraftRestoredNotice.tsx';
import { NeedsServer } from '../../../ui/last-known/NeedsServer.tsx';
import { useKeptDraft, useRestoredDraft, useSaveOnRecovery } from '../../../ui/last-known/useLocalDraft.ts';
import { FOCUS_ON_ARRIVAL } from '../detail/focusOnArrival.ts';
import { ChannelFields } from './ChannelFields.tsx';
import { ContactFields } from './ContactFields.tsx';
import { EditorChecklist } from './EditorChecklist.tsx';
import { EditorHeading } from './EditorHeading.tsx';
import { EditorSection } from './EditorSection.tsx';
import { EventTypeFields } from './EventTypeFields.tsx';
import { LanguageFields } from './LanguageFields.tsx';
import { LanguageTabs } from './LanguageTabs.tsx';
import { MessageTypeField } from './MessageTypeField.tsx';
import { useChannelStates } from './useChannelStates.ts';
import { useEditorActions } from './useEditorActions.ts';
import { useEventForm } from './useEventForm.ts';
import { usePageLeaveGuard } from './usePageLeaveGuard.ts';
import { ValidityFields } from './ValidityFields.tsx';

// OpenLayers and proj4 load with the map, after the form shows.
const AreaMap = lazyPart(async () => (await import('../map/AreaMap.tsx')).AreaMap);

export interface EventEditorFormProps {
  event: EventDetail;
  onReload(): Promise<EventDetail>;
}

/** The editor form: every part of the message, what is still missing, and save / submit. */
export function EventEditorForm({ event, onReload }: EventEditorFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draftScope = `event.${event.eventId}`;
  const restored = useRestoredDraft<EventContent>(draftScope);
  const form = useEventForm(event, restored);
  useKeptDraft(draftScope, { value: form.content, version: form.version, dirty: form.dirty });
  const guard = usePageLeaveGuard(form.dirty);
  const channelStates = useChannelStates(event.operationMode);
  const actions = useEditorActions(event, form, onReload, () => {
    guard.release();
    navigate(`/events/${event.eventId}`, { state: FOCUS_ON_ARRIVAL });
  });
  // An update of a published event is only sent by submitting it: nothing to save by itself.
  useSaveOnRecovery(form.dirty && !actions.isUpdate, actions.save);
  const { content, problems } = form;
  const set = (patch: Partial<EventContent>) => form.change((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => {
    const problem = form.attempted && problems.find((p) => p.field === field);
    return problem ? t(problem.messageKey) : null;
  };

  return (
    <Stack p="lg" gap="md" maw={1200}>
      <EditorHeading event={event} isUpdate={actions.isUpdate} />
      {restored && <DraftRestoredNotice />}
      {event.version !== form.version && (
        <Alert color="orange" role="alert" title={t('events.editor.changedMeanwhile.title')}>
          {t('events.editor.changedMeanwhile.text')}
          <Button
            display="block"
            mt="xs"
            size="xs"
            variant="default"
            onClick={async () => form.reset(await onReload())}
          >
            {t('events.editor.conflict.reload')}
          </Button>
        </Alert>
      )}
      <EditorSection title={t('events.editor.sections.message')}>
        <MessageTypeField
          value={content.messageType}
          error={errorOf('messageType')}
          onChange={(messageType) => set({ messageType })}
        />
        <EventTypeFields
          value={content.eventType}
          error={errorOf('eventType')}
          onChange={(eventType) => set({ eventType })}
        />
      </EditorSection>
      <EditorSection title={t('events.editor.sections.texts')}>
        <LanguageFields
          primaryLanguage={content.primaryLanguage}
          languages={content.languages}
          error={errorOf('languages')}
          onChange={set}
        />
        <LanguageTabs
          content={content}
          language={form.language}
          problems={problems}
          showErrors={form.attempted}
          onLanguageChange={form.setLanguage}
          onChange={form.change}
        />
      </EditorSection>
      <EditorSection title={t('events.editor.sections.area')}>
        <Suspense fallback={<PageLoading />}>
          <AreaMap value={content.area} onChange={(area) => set({ area })} />
        </Suspense>
      </EditorSection>
      <EditorSection title={t('events.editor.sections.validity')}>
        <ValidityFields
          validFrom={content.validFrom}
          validUntil={content.validUntil}
          error={errorOf('validUntil')}
          onChange={set}
        />
      </EditorSection>
      <EditorSection title={t('events.editor.sections.channels')}>
        <ChannelFields
          channels={content.channels}
          states={channelStates}
          error={errorOf('channels')}
          onChange={(channels) => set({ channels })}
        />
      </EditorSection>
      <EditorSection title={t('events.editor.sections.contacts')}>
        <ContactFields contacts={content.contacts} links={content.links} onChange={set} />
      </EditorSection>
      <EditorChecklist problems={problems} warnings={form.warnings} attempted={form.attempted} />
      <NeedsServer>
        <Group>
          {!actions.isUpdate && (
            <Button variant="default" disabled={!form.dirty} onClick={() => void actions.save()}>
              {t('events.editor.actions.save')}
            </Button>
          )}
          <Button onClick={() => void actions.submit()}>
            {t(actions.isUpdate ? 'events.editor.actions.submitUpdate' : 'events.editor.actions.submit')}
          </Button>
          <Button component={Link} to={`/events/${event.eventId}`} variant="subtle">
            {t('events.editor.actions.toDetail')}
          </Button>
        </Group>
      </NeedsServer>
    </Stack>
  );
}
