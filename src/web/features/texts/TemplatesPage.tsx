import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventTemplate } from '../../../domain/eventApi.ts';
import type { Language } from '../../../domain/session.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { usePermissions } from '../../auth/AuthContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { MessageTypeBadge } from '../events/EventBadges.tsx';
import { eventCalls, eventKeys } from '../events/eventsApi.ts';
import { TemplateForm } from './TemplateForm.tsx';
import { textsCalls } from './textsApi.ts';
import { useConfirmedDelete } from './useConfirmedDelete.ts';
import { useTextsLive } from './useTextsLive.ts';

/** /templates: the message templates an event starts from; TEXT_TEMPLATE_EDIT creates, changes, deletes. */
export function TemplatesPage() {
  useTextsLive();
  const { t, i18n } = useTranslation();
  const api = useApi();
  const canEdit = usePermissions().has('TEXT_TEMPLATE_EDIT');
  const [editing, setEditing] = useState<EventTemplate | 'new' | null>(null);
  const templates = useQuery({ queryKey: eventKeys.templates, queryFn: () => eventCalls.templates(api) });
  const remove = useConfirmedDelete(eventKeys.templates, textsCalls.deleteTemplate);
  const language = i18n.language as Language;
  if (editing)
    return (
      <Stack p="lg" gap="md">
        <Title order={1}>{t(editing === 'new' ? 'texts.templates.new' : 'texts.templates.edit')}</Title>
        <TemplateForm template={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      </Stack>
    );
  return (
    <Stack p="lg" gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('menu.screens.templates')}</Title>
        {canEdit && <Button onClick={() => setEditing('new')}>{t('texts.templates.new')}</Button>}
      </Group>
      <Text c="dimmed" maw={760}>
        {t('texts.templates.intro')}
      </Text>
      {templates.isError && (
        <LoadFailure messageKey="texts.loadFailed" onRetry={() => void templates.refetch()} />
      )}
      {templates.isPending && <Loading label={t('texts.loading')} />}
      {templates.data && (
        <Table striped highlightOnHover aria-label={t('menu.screens.templates')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('texts.templates.name')}</Table.Th>
              <Table.Th>{t('events.editor.messageType.label')}</Table.Th>
              <Table.Th>{t('events.editor.eventType')}</Table.Th>
              <Table.Th>{t('texts.templates.usualArea')}</Table.Th>
              {canEdit && <Table.Th>{t('texts.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.data.map((template) => (
              <Table.Tr key={template.id}>
                <Table.Td>{template.name[language] || template.name.de}</Table.Td>
                <Table.Td>
                  <MessageTypeBadge messageType={template.messageType} />
                </Table.Td>
                <Table.Td>{t(`events.types.${template.eventType}`)}</Table.Td>
                <Table.Td>{template.usualSquareKilometres.toLocaleString('de-CH')}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap="xs">
                      <Button size="xs" variant="default" onClick={() => setEditing(template)}>
                        {t('texts.edit')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        onClick={() => void remove(template.id, template.name[language] || template.name.de)}
                      >
                        {t('texts.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
