import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventTemplate } from '../../../domain/eventApi.ts';
import type { Language } from '../../../domain/session.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { usePermissions } from '../../auth/AuthContext.ts';
import { useViewFocus } from '../../shell/focus/useViewFocus.ts';
import { MessageTypeBadge } from '../events/EventBadges.tsx';
import { eventCalls, eventKeys } from '../events/eventsApi.ts';
import { useEventTypes } from '../events/useEventTypes.ts';
import { TemplateForm } from './TemplateForm.tsx';
import { TextList } from './TextList.tsx';
import { textsCalls } from './textsApi.ts';
import { useConfirmedDelete } from './useConfirmedDelete.ts';
import { useTextsLive } from './useTextsLive.ts';

/** /templates: the message templates an event starts from; TEXT_TEMPLATE_EDIT creates, changes, deletes. */
export function TemplatesPage() {
  useTextsLive();
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { typeName } = useEventTypes();
  const canEdit = usePermissions().has('TEXT_TEMPLATE_EDIT');
  const [editing, setEditing] = useState<EventTemplate | 'new' | null>(null);
  useViewFocus(editing);
  const templates = useQuery({ queryKey: eventKeys.templates, queryFn: () => eventCalls.templates(api) });
  const remove = useConfirmedDelete(eventKeys.templates, textsCalls.deleteTemplate);
  const language = i18n.language as Language;
  const nameOf = (template: EventTemplate) => template.name[language] || template.name.de;
  if (editing)
    return (
      <Stack p="lg" gap="md">
        <Title order={1}>{t(editing === 'new' ? 'texts.templates.new' : 'texts.templates.edit')}</Title>
        <TemplateForm template={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      </Stack>
    );
  return (
    <TextList<EventTemplate>
      title={t('menu.screens.templates')}
      intro={t('texts.templates.intro')}
      addLabel={t('texts.templates.new')}
      canEdit={canEdit}
      form={null}
      onAdd={() => setEditing('new')}
      list={templates}
      columns={[
        { header: t('texts.templates.name'), cell: (template) => nameOf(template) },
        {
          header: t('events.editor.messageType.label'),
          cell: (template) => <MessageTypeBadge messageType={template.messageType} />,
        },
        { header: t('events.editor.eventType'), cell: (template) => typeName(template.eventType) },
        {
          header: t('texts.templates.usualArea'),
          cell: (template) => template.usualSquareKilometres.toLocaleString('de-CH'),
        },
      ]}
      onEdit={setEditing}
      onDelete={(template) => void remove(template.id, nameOf(template))}
    />
  );
}
