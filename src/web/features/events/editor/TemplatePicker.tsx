import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EventTemplate } from '../../../../domain/eventApi.ts';
import { SEVERITY_COLOURS } from '../../../../domain/events.ts';
import type { Language } from '../../../../domain/session.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { LoadFailure } from '../../../ui/LoadFailure.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useTextsLive } from '../../texts/useTextsLive.ts';
import { MessageTypeBadge } from '../EventBadges.tsx';
import { eventCalls, eventKeys } from '../eventsApi.ts';
import { useEventTypes } from '../useEventTypes.ts';
import classes from './TemplatePicker.module.css';

export interface TemplatePickerProps {
  disabled: boolean;
  onPick(template: EventTemplate): void;
}

function TemplateOption({ template, disabled, onPick }: { template: EventTemplate } & TemplatePickerProps) {
  const { i18n } = useTranslation();
  const { typeName } = useEventTypes();
  const shown = template.name[i18n.language as Language] ? (i18n.language as Language) : 'de';
  return (
    <li>
      <UnstyledButton
        className={classes.option}
        style={{ borderInlineStartColor: SEVERITY_COLOURS[template.messageType] }}
        disabled={disabled}
        onClick={() => onPick(template)}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {/* A long German name is hyphenated in its language rather than push the badge out of the card. */}
          <Stack gap={2} miw={0}>
            <Text fw={600} lang={shown} className={classes.name}>
              {template.name[shown]}
            </Text>
            <Text size="sm" c="dimmed">
              {typeName(template.eventType)}
            </Text>
          </Stack>
          <Box style={{ flex: 'none' }}>
            <MessageTypeBadge messageType={template.messageType} />
          </Box>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** The message templates to start from, each a button: name in the display language, type and its colour. */
export function TemplatePicker({ disabled, onPick }: TemplatePickerProps) {
  useTextsLive();
  const { t } = useTranslation();
  const api = useApi();
  const templates = useQuery({ queryKey: eventKeys.templates, queryFn: () => eventCalls.templates(api) });
  if (templates.isError)
    return (
      <LoadFailure messageKey="events.editor.templates.loadFailed" onRetry={() => void templates.refetch()} />
    );
  if (!templates.data) return <Loading label={t('events.editor.templates.loading')} />;
  if (templates.data.length === 0) return <Text c="dimmed">{t('events.editor.templates.empty')}</Text>;
  return (
    <ul className={classes.list} aria-label={t('events.editor.templates.label')}>
      {templates.data.map((template) => (
        <TemplateOption key={template.id} template={template} disabled={disabled} onPick={onPick} />
      ))}
    </ul>
  );
}
