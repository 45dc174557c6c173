import { NumberInput, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventTemplate } from '../../../domain/eventApi.ts';
import { type EventContent, EventContentSchema } from '../../../domain/eventContent.ts';
import type { Language } from '../../../domain/session.ts';
import type { TemplateWrite } from '../../../domain/templates.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { ChannelFields } from '../events/editor/ChannelFields.tsx';
import { EditorSection } from '../events/editor/EditorSection.tsx';
import { EventTypeFields } from '../events/editor/EventTypeFields.tsx';
import { LanguageFields as MessageLanguages } from '../events/editor/LanguageFields.tsx';
import { LanguageTabs } from '../events/editor/LanguageTabs.tsx';
import { MessageTypeField } from '../events/editor/MessageTypeField.tsx';
import { eventKeys } from '../events/eventsApi.ts';
import { emptyTexts, LanguageFields, type PerLanguage } from './LanguageFields.tsx';
import { FormButtons } from './TextList.tsx';
import { textsCalls } from './textsApi.ts';

const NO_AREA = { polygons: [], cantons: [] };

function initialContent(template: EventTemplate | null): EventContent {
  return EventContentSchema.parse({
    primaryLanguage: 'de',
    texts: { de: {}, fr: {}, it: {}, en: {} },
    area: NO_AREA,
    channels: {},
    ...template?.content,
  });
}

/** The template as the server takes it: the editor's content without area and validity. */
function writeOf(name: PerLanguage, km2: number, content: EventContent): TemplateWrite | null {
  if (!content.messageType || !content.eventType) return null;
  const { area: _, validFrom: __, validUntil: ___, ...rest } = content;
  return {
    name,
    messageType: content.messageType,
    eventType: content.eventType,
    usualSquareKilometres: km2,
    content: rest,
  };
}

/**
 * A message template in the event editor's own fields (so a new event shows exactly what was written
 * here): name, message and event type, texts and pictograms per language, channels, usual area size.
 */
export function TemplateForm({ template, onDone }: { template: EventTemplate | null; onDone(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const onError = useHttpErrorHandler();
  const [name, setName] = useState<PerLanguage>(template?.name ?? emptyTexts());
  const [km2, setKm2] = useState<number>(template?.usualSquareKilometres ?? 100);
  const [content, setContent] = useState(() => initialContent(template));
  const [language, setLanguage] = useState<Language>('de');
  const set = (patch: Partial<EventContent>) => setContent((c) => ({ ...c, ...patch }));
  const write = writeOf(name, km2, content);
  const save = useMutation({
    mutationFn: (body: TemplateWrite) => textsCalls.saveTemplate(api, template?.id ?? null, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventKeys.templates });
      onDone();
    },
    onError: (error) => onError(error, 'texts.templates.saveFailed'),
  });
  return (
    <Stack gap="md" maw={1200}>
      <EditorSection title={t('texts.templates.general')}>
        <LanguageFields name="name" labelKey="texts.templates.name" value={name} onChange={setName} />
        <NumberInput
          label={t('texts.templates.usualArea')}
          min={1}
          max={41285}
          value={km2}
          onChange={(v) => setKm2(typeof v === 'number' ? v : Number(v) || 1)}
          maw={260}
        />
        <MessageTypeField
          value={content.messageType}
          error={null}
          onChange={(messageType) => set({ messageType })}
        />
        <EventTypeFields
          value={content.eventType}
          error={null}
          onChange={(eventType) => set({ eventType })}
        />
      </EditorSection>
      <EditorSection title={t('events.editor.sections.texts')}>
        <MessageLanguages
          primaryLanguage={content.primaryLanguage}
          languages={content.languages}
          error={null}
          onChange={set}
        />
        <LanguageTabs
          content={content}
          language={language}
          problems={[]}
          showErrors={false}
          onLanguageChange={setLanguage}
          onChange={setContent}
        />
      </EditorSection>
      <EditorSection title={t('events.editor.sections.channels')}>
        <ChannelFields channels={content.channels} error={null} onChange={(channels) => set({ channels })} />
      </EditorSection>
      <FormButtons
        saveLabel={t('texts.templates.save')}
        canSave={!!write && !save.isPending}
        onSave={() => write && save.mutate(write)}
        onCancel={onDone}
      />
    </Stack>
  );
}
