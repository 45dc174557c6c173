import { Indicator, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompletenessProblem } from '../../../../domain/eventCompleteness.ts';
import type { EventContent } from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';
import { LanguageTexts } from './LanguageTexts.tsx';
import { languagesLackingTexts } from './useEventForm.ts';

export interface LanguageTabsProps {
  content: EventContent;
  language: Language;
  problems: readonly CompletenessProblem[];
  /** Whether to show problems at their fields (after a first submit attempt); the tab flags show always. */
  showErrors: boolean;
  onLanguageChange(language: Language): void;
  onChange(edit: (content: EventContent) => EventContent): void;
}

/** One tab per language the message goes out in; a red dot and "texts missing" mark a language lacking texts. */
export function LanguageTabs({
  content,
  language,
  problems,
  showErrors,
  onLanguageChange,
  onChange,
}: LanguageTabsProps) {
  const { t } = useTranslation();
  const lacking = languagesLackingTexts(problems);
  const errorOf = (lang: Language, field: 'title' | 'description') => {
    const missing = showErrors && problems.some((p) => p.field === `texts.${lang}.${field}`);
    return missing ? t(`events.editor.texts.${field}Missing`) : undefined;
  };
  const active = content.languages.includes(language) ? language : content.primaryLanguage;
  return (
    <Tabs
      value={active}
      onChange={(value) => value && onLanguageChange(value as Language)}
      keepMounted={false}
    >
      <Tabs.List>
        {content.languages.map((lang) => {
          const name = t(`shell.language.names.${lang}`);
          const label =
            lang === content.primaryLanguage ? t('events.editor.primaryTab', { language: name }) : name;
          return (
            <Tabs.Tab key={lang} value={lang}>
              <Indicator color="red" size={8} offset={-4} disabled={!lacking.has(lang)}>
                {lacking.has(lang) ? t('events.editor.tabLacking', { language: label }) : label}
              </Indicator>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {content.languages.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="sm">
          <LanguageTexts
            content={content}
            language={lang}
            errors={{ title: errorOf(lang, 'title'), description: errorOf(lang, 'description') }}
            onChange={onChange}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
