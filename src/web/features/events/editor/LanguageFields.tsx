import { Checkbox, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NATIONAL_LANGUAGES } from '../../../../domain/eventCompleteness.ts';
import { LANGUAGES, type Language } from '../../../../domain/session.ts';

const isNational = (language: Language) => (NATIONAL_LANGUAGES as readonly Language[]).includes(language);

export interface LanguageFieldsProps {
  primaryLanguage: Language;
  languages: readonly Language[];
  error?: string | null;
  onChange(change: { primaryLanguage: Language; languages: Language[] }): void;
}

/**
 * The primary language (whose texts are required first) and the languages the message goes out in. The
 * primary language and German, French and Italian once chosen cannot be taken out: a message never goes
 * without them (an older draft lacking one shows it unticked, to be added).
 */
export function LanguageFields({ primaryLanguage, languages, error, onChange }: LanguageFieldsProps) {
  const { t } = useTranslation();
  const name = (language: Language) => t(`shell.language.names.${language}`);
  const kept = (language: Language) =>
    language === primaryLanguage || (isNational(language) && languages.includes(language));
  return (
    <Group align="flex-start" gap="xl">
      <Select
        label={t('events.editor.primaryLanguage')}
        data={LANGUAGES.map((value) => ({ value, label: name(value) }))}
        value={primaryLanguage}
        allowDeselect={false}
        onChange={(next) => {
          const primary = next as Language;
          // The primary language always goes out: choosing it adds it to the languages sent.
          const sent = languages.includes(primary) ? [...languages] : [...languages, primary];
          onChange({ primaryLanguage: primary, languages: LANGUAGES.filter((l) => sent.includes(l)) });
        }}
      />
      <Checkbox.Group
        label={t('events.editor.languages')}
        description={t('events.editor.languagesHint')}
        value={[...languages]}
        error={error}
        onChange={(next) =>
          onChange({
            primaryLanguage,
            languages: LANGUAGES.filter((l) => next.includes(l) || kept(l)),
          })
        }
      >
        <Group mt="xs">
          {LANGUAGES.map((language) => (
            <Checkbox key={language} value={language} label={name(language)} disabled={kept(language)} />
          ))}
        </Group>
      </Checkbox.Group>
    </Group>
  );
}
