import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../domain/session.ts';
import type { SendValues } from './sendValues.ts';

type InputProps = ReturnType<ReturnType<typeof useForm<SendValues>>['getInputProps']>;

interface LanguageTextsProps {
  inputProps(path: string): InputProps;
}

/** Subject (required) and message of the wake-up in each of the four languages. */
export function LanguageTexts({ inputProps }: LanguageTextsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {LANGUAGES.map((language) => (
        <div key={language}>
          <TextInput
            label={t('wakeups.send.subject', { language: t(`wakeups.send.languages.${language}`) })}
            maxLength={120}
            withAsterisk
            {...inputProps(`subject.${language}`)}
          />
          <Textarea
            label={t('wakeups.send.message', { language: t(`wakeups.send.languages.${language}`) })}
            maxLength={2000}
            autosize
            minRows={2}
            maxRows={6}
            mt={4}
            {...inputProps(`message.${language}`)}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}
