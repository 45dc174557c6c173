import { Alert, Button, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NATIONAL_LANGUAGES } from '../../../../domain/eventCompleteness.ts';
import { AreaSchema, ChannelsSchema, type EventContent } from '../../../../domain/eventContent.ts';
import { LANGUAGES, type Language } from '../../../../domain/session.ts';
import { usePermissions } from '../../../auth/AuthContext.ts';
import { TemplatePicker } from './TemplatePicker.tsx';
import { useCreateEvent } from './useCreateEvent.ts';

type StartKind = 'template' | 'blank' | 'national';

/**
 * A blank event's content: the parts every event has, empty, in the chosen primary language. It goes out in
 * German, French and Italian (and its primary language); English is added as needed, as the editor says.
 */
function blankContent(primaryLanguage: Language): Partial<EventContent> {
  const sent = new Set<Language>([...NATIONAL_LANGUAGES, primaryLanguage]);
  return {
    primaryLanguage,
    languages: LANGUAGES.filter((language) => sent.has(language)),
    texts: {},
    area: AreaSchema.parse({ polygons: [] }),
    channels: ChannelsSchema.parse({}),
  };
}

const KIND_OF_PATH: Record<string, StartKind> = {
  newEventFromHomeWithTemplateSelection: 'template',
  newEventFromHome: 'blank',
  newNationalEventFromHome: 'national',
};

/**
 * The start of a new event (home links): pick a message template, or start blank, or start a national
 * event (NATIONAL_EVENT_EDIT). The draft is created only when the operator chooses, then the editor opens.
 */
export function NewEventPage() {
  const { t, i18n } = useTranslation();
  const permissions = usePermissions();
  const kind = KIND_OF_PATH[useLocation().pathname.split('/').at(-1) ?? ''] ?? 'blank';
  const [primaryLanguage, setPrimaryLanguage] = useState<Language>(i18n.language as Language);
  const create = useCreateEvent();
  const allowed =
    permissions.has('EVENT_EDIT') && (kind !== 'national' || permissions.has('NATIONAL_EVENT_EDIT'));

  return (
    <Stack p="lg" gap="md">
      <Title order={1}>{t(`events.editor.create.title.${kind}`)}</Title>
      {!allowed ? (
        <Alert color="orange" role="alert">
          {t(`events.editor.create.notAllowed.${kind === 'national' ? 'national' : 'event'}`)}
        </Alert>
      ) : (
        <>
          {/* The text keeps a readable line; the templates use the page's whole width. */}
          <Text maw={960}>{t(`events.editor.create.intro.${kind}`)}</Text>
          <Select
            label={t('events.editor.primaryLanguage')}
            data={LANGUAGES.map((value) => ({ value, label: t(`shell.language.names.${value}`) }))}
            value={primaryLanguage}
            onChange={(value) => value && setPrimaryLanguage(value as Language)}
            allowDeselect={false}
            maw={260}
          />
          {kind === 'template' ? (
            <TemplatePicker
              disabled={create.isPending}
              onPick={(template) => create.mutate({ templateId: template.id, content: { primaryLanguage } })}
            />
          ) : (
            <Button
              w="fit-content"
              loading={create.isPending}
              onClick={() =>
                create.mutate({ national: kind === 'national', content: blankContent(primaryLanguage) })
              }
            >
              {t('events.editor.create.start')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
