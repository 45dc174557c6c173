import { TimePicker } from '@mantine/dates';
import './datesStyles.ts';
import { useTranslation } from 'react-i18next';

export interface TimeOfDayInputProps {
  /** Read by screen readers (the field shows no label of its own). */
  label: string;
  /** `HH:mm`. */
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}

/** A time of day as HH:mm (24 hours), typed or stepped by keyboard, whatever the browser's language. */
export function TimeOfDayInput({ label, value, onChange, disabled }: TimeOfDayInputProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      aria-label={label}
      size="xs"
      format="24h"
      value={value}
      // An incomplete time (hours without minutes) keeps the last whole one.
      onChange={(next) => next && onChange(next)}
      disabled={disabled}
      hoursInputLabel={`${label}, ${t('dates.hours')}`}
      minutesInputLabel={`${label}, ${t('dates.minutes')}`}
    />
  );
}
