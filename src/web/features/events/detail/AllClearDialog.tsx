import {
  Alert,
  Button,
  Group,
  Indicator,
  Modal,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allClearProblems,
  allClearTextsOf,
  standardAllClearTitle,
} from '../../../../domain/eventAllClear.ts';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import { type AllClearTexts, EVENT_LIMITS, type EventContent } from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';
import { ExerciseModeNotice } from '../../../ui/ExerciseModeNotice.tsx';
import { LiveModeWarning } from '../../../ui/LiveModeWarning.tsx';
import { languagesLackingTexts } from '../editor/useEventForm.ts';

type AllClear = NonNullable<EventContent['allClear']>;

/**
 * The all-clear texts to start from: those of an earlier request, else the standard all-clear per language
 * (its title: the warning's, headed by the all-clear mark).
 */
function prefilled(content: EventContent): AllClear {
  return Object.fromEntries(
    content.languages.map((language) => [language, allClearTextsOf(content, language)]),
  );
}

export interface AllClearDialogProps {
  event: EventDetail;
  opened: boolean;
  onClose(): void;
  onRequest(allClear: AllClear): void;
}

/**
 * Asks for the all-clear's texts in every language the event goes out in, prefilled with the standard
 * all-clear: what the population reads when the danger is over, instead of the warning. Like submit, it
 * goes to approval only with a text in every language (German, French and Italian among them).
 */
export function AllClearDialog({ event, opened, onClose, onRequest }: AllClearDialogProps) {
  const { t } = useTranslation();
  const { content } = event;
  const [texts, setTexts] = useState(() => prefilled(content));
  const [language, setLanguage] = useState<Language>(content.primaryLanguage);
  const [tried, setTried] = useState(false);
  const problems = allClearProblems({ ...content, allClear: texts });
  const titleTooLong = new Set(
    content.languages.filter((lang) => (texts[lang]?.title ?? '').trim().length > EVENT_LIMITS.title),
  );
  const lacking = new Set([...languagesLackingTexts(problems), ...titleTooLong]);
  const edit = (lang: Language, field: keyof AllClearTexts, value: string) =>
    setTexts((current) => ({
      ...current,
      [lang]: { description: '', instruction: '', ...current[lang], [field]: value },
    }));
  const request = () => {
    const first = content.languages.find((lang) => lacking.has(lang));
    if (lacking.size === 0 && problems.length === 0) onRequest(texts);
    else {
      setTried(true);
      if (first) setLanguage(first);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('events.actions.confirm.REQUEST_ALL_CLEAR.title', { eventId: event.eventId })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      <Stack gap="md">
        {/* The dialog is the request's question: it names its mode as every confirmation does (SPEC.md §1). */}
        {event.operationMode === 'LIVE' ? (
          <LiveModeWarning reachesPopulation={false} />
        ) : (
          <ExerciseModeNotice />
        )}
        <Text size="sm">{t('events.actions.allClear.intro')}</Text>
        {problems
          .filter((problem) => !problem.language)
          .map((problem) => (
            <Alert key={problem.messageKey} color="red" variant="light">
              {t(problem.messageKey)}
            </Alert>
          ))}
        <Tabs value={language} onChange={(value) => value && setLanguage(value as Language)}>
          <Tabs.List>
            {content.languages.map((lang) => {
              const name = t(`shell.language.names.${lang}`);
              return (
                <Tabs.Tab key={lang} value={lang}>
                  <Indicator color="red" size={8} offset={-4} disabled={!lacking.has(lang)}>
                    {lacking.has(lang) ? t('events.editor.tabLacking', { language: name }) : name}
                  </Indicator>
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {content.languages.map((lang) => (
            <Tabs.Panel key={lang} value={lang} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={t('events.actions.allClear.title')}
                  description={t('events.actions.allClear.titleHint', {
                    title: standardAllClearTitle(content, lang),
                  })}
                  value={texts[lang]?.title ?? ''}
                  onChange={(change) => edit(lang, 'title', change.currentTarget.value)}
                  error={
                    titleTooLong.has(lang)
                      ? t('events.actions.allClear.titleTooLong', { max: EVENT_LIMITS.title })
                      : undefined
                  }
                />
                <Textarea
                  label={t('events.actions.allClear.description')}
                  value={texts[lang]?.description ?? ''}
                  onChange={(change) => edit(lang, 'description', change.currentTarget.value)}
                  error={
                    tried && lacking.has(lang) ? t('events.actions.allClear.descriptionMissing') : undefined
                  }
                  maxLength={EVENT_LIMITS.description}
                  autosize
                  minRows={3}
                  required
                />
                <Textarea
                  label={t('events.actions.allClear.instruction')}
                  value={texts[lang]?.instruction ?? ''}
                  onChange={(change) => edit(lang, 'instruction', change.currentTarget.value)}
                  maxLength={EVENT_LIMITS.description}
                  autosize
                  minRows={2}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Text size="sm" c="dimmed">
          {t('events.actions.confirm.REQUEST_ALL_CLEAR.text')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('events.actions.cancel')}
          </Button>
          <Button color="green" onClick={request}>
            {t('events.actions.allClear.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
