import { Indicator, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BANNER_FIELDS,
  BANNER_LIMITS,
  type BannerField,
  type BannerProblem,
  type BannerTexts,
} from '../../../domain/banner.ts';
import { LANGUAGES, type Language } from '../../../domain/session.ts';
import { BannerFieldInput } from './BannerFieldInput.tsx';

export interface BannerLanguageTabsProps {
  values: BannerTexts;
  /** Problems the operator should see now. */
  problems: readonly BannerProblem[];
  language: Language;
  onLanguageChange(language: Language): void;
  onChange(field: BannerField, language: Language, value: string): void;
  onBlur(field: BannerField, language: Language): void;
}

/** One tab per language with its title, subtitle and url; a red dot marks a language with problems. */
export function BannerLanguageTabs({
  values,
  problems,
  language,
  onLanguageChange,
  onChange,
  onBlur,
}: BannerLanguageTabsProps) {
  const { t } = useTranslation();
  const problemOf = (field: BannerField, lang: Language) => {
    const problem = problems.find((p) => p.path === `${field}.${lang}`);
    return problem ? t(problem.messageKey, problem.params) : null;
  };
  return (
    <Tabs
      value={language}
      onChange={(value) => value && onLanguageChange(value as Language)}
      keepMounted={false}
    >
      <Tabs.List>
        {LANGUAGES.map((lang) => (
          <Tabs.Tab key={lang} value={lang}>
            <Indicator
              color="red"
              size={8}
              offset={-4}
              disabled={!problems.some((p) => p.path.endsWith(`.${lang}`))}
            >
              {lang === values.primaryLanguage
                ? t('banner.form.primaryTab', { language: t(`shell.language.names.${lang}`) })
                : t(`shell.language.names.${lang}`)}
            </Indicator>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LANGUAGES.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="sm">
          <Stack gap="sm">
            {BANNER_FIELDS.map((field) => (
              <BannerFieldInput
                key={field}
                label={t(`banner.fields.${field}`)}
                value={values[field][lang]}
                limit={BANNER_LIMITS[field]}
                required={lang === values.primaryLanguage}
                error={problemOf(field, lang)}
                onChange={(value) => onChange(field, lang, value)}
                onBlur={() => onBlur(field, lang)}
              />
            ))}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
