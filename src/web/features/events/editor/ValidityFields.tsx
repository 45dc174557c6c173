import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fromZurichInput, toZurichInput } from './zurichTime.ts';

export interface ValidityFieldsProps {
  validFrom: string | null;
  validUntil: string | null;
  error?: string | null;
  onChange(change: { validFrom: string | null; validUntil: string | null }): void;
}

/** From when until when the message is valid, entered and shown in Swiss time whatever the browser's zone. */
export function ValidityFields({ validFrom, validUntil, error, onChange }: ValidityFieldsProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" grow maw={640}>
      <TextInput
        type="datetime-local"
        label={t('events.editor.validity.from')}
        description={t('events.editor.validity.zone')}
        value={toZurichInput(validFrom)}
        onChange={(event) => onChange({ validFrom: fromZurichInput(event.currentTarget.value), validUntil })}
      />
      <TextInput
        type="datetime-local"
        label={t('events.editor.validity.until')}
        description={t('events.editor.validity.zone')}
        value={toZurichInput(validUntil)}
        error={error}
        onChange={(event) => onChange({ validFrom, validUntil: fromZurichInput(event.currentTarget.value) })}
      />
    </Group>
  );
}
