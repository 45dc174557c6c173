import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZurichDateTimeInput } from '../../../ui/dates/ZurichDateTimeInput.tsx';

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
      <ZurichDateTimeInput
        label={t('events.editor.validity.from')}
        description={t('events.editor.validity.zone')}
        value={validFrom}
        onChange={(next) => onChange({ validFrom: next, validUntil })}
      />
      <ZurichDateTimeInput
        label={t('events.editor.validity.until')}
        description={t('events.editor.validity.zone')}
        value={validUntil}
        error={error}
        onChange={(next) => onChange({ validFrom, validUntil: next })}
      />
    </Group>
  );
}
