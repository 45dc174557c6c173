import { Badge, Card, Group, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type EventContent, isBlankItem, type LanguageTexts } from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';
import { ensureLoaded } from '../../../i18n.ts';

/**
 * The message of one language as the population reads it: its pictograms too are named in that language,
 * not in the console's (the language's texts are loaded when the console is shown in another one).
 */
function LanguageTextsView({
  language,
  texts,
  pictograms,
}: {
  language: Language;
  texts: LanguageTexts | undefined;
  pictograms: EventContent['pictograms'];
}) {
  const { t, i18n } = useTranslation();
  const { t: inLanguage } = useTranslation(undefined, { lng: language });
  useEffect(() => {
    void ensureLoaded(language).catch(() => undefined);
  }, [language]);
  if (!texts || (!texts.title && !texts.description)) {
    return <Text c="red">{t('events.detail.texts.missing')}</Text>;
  }
  // A row another language fills but this one left blank is no item of this language's message; an
  // instruction keeps its place, and with it its pictogram.
  const impacts = texts.impacts.filter((impact) => !isBlankItem(impact));
  const instructions = texts.instructions.flatMap((instruction, index) =>
    isBlankItem(instruction) ? [] : [{ instruction, pictogram: pictograms[index] }],
  );
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {texts.title}
      </Title>
      <Text style={{ whiteSpace: 'pre-line' }}>{texts.description}</Text>
      {impacts.length > 0 && (
        <div>
          <Text fw={600}>{t('events.detail.texts.impacts')}</Text>
          <List>
            {impacts.map((impact, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list; an impact is its place
              <List.Item key={index}>{impact}</List.Item>
            ))}
          </List>
        </div>
      )}
      {instructions.length > 0 && (
        <div>
          <Text fw={600}>{t('events.detail.texts.instructions')}</Text>
          <List type="ordered">
            {instructions.map(({ instruction, pictogram }, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the place is the instruction's identity (its pictogram too)
              <List.Item key={index}>
                {instruction}
                {pictogram && i18n.exists(`events.pictograms.${pictogram}`, { lng: language }) && (
                  <Badge ml="xs" size="sm" variant="outline" radius="sm">
                    {inLanguage(`events.pictograms.${pictogram}`)}
                  </Badge>
                )}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}

/** The message in each of its languages, one tab each, the primary language first and marked. */
export function EventTexts({ content }: { content: EventContent }) {
  const { t } = useTranslation();
  const languages: Language[] = [
    content.primaryLanguage,
    ...content.languages.filter((l) => l !== content.primaryLanguage),
  ];
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('events.detail.texts.title')}
      </Title>
      <Tabs defaultValue={content.primaryLanguage}>
        <Tabs.List>
          {languages.map((language) => (
            <Tabs.Tab key={language} value={language}>
              <Group gap={4}>
                {t(`shell.language.names.${language}`)}
                {language === content.primaryLanguage && (
                  <Text span size="xs" c="dimmed">
                    {t('events.detail.texts.primary')}
                  </Text>
                )}
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {languages.map((language) => (
          <Tabs.Panel key={language} value={language} pt="sm">
            <LanguageTextsView
              language={language}
              texts={content.texts[language]}
              pictograms={content.pictograms}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}
