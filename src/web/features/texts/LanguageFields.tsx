import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../domain/session.ts';

export type PerLanguage = Record<Language, string>;
export const emptyTexts = (): PerLanguage => ({ de: '', fr: '', it: '', en: '' });

/** One text in the four languages side by side, each field labelled "<what> (<language>)". */
export function LanguageFields({
  labelKey,
  value,
  onChange,
  name,
}: {
  labelKey: string;
  value: PerLanguage;
  onChange(value: PerLanguage): void;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {LANGUAGES.map((language) => (
        <TextInput
          key={language}
          name={`${name}.${language}`}
          label={t('texts.inLanguage', { what: t(labelKey), language: t(`texts.languages.${language}`) })}
          value={value[language]}
          onChange={(e) => onChange({ ...value, [language]: e.currentTarget.value })}
          required
        />
      ))}
    </SimpleGrid>
  );
}
