import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useCalendarTexts } from './calendarTexts.ts';
import { fromZurichInput, toZurichInput } from './zurichTime.ts';

export interface ZurichDateTimeInputProps {
  label: string;
  description?: string;
  error?: string | null;
  /** An ISO instant, or null for none. */
  value: string | null;
  onChange(value: string | null): void;
}

/** A date and time entered and shown as dd.MM.yyyy HH:mm in Swiss time, whatever the browser's language or zone. */
export function ZurichDateTimeInput({
  label,
  description,
  error,
  value,
  onChange,
}: ZurichDateTimeInputProps) {
  const { t } = useTranslation();
  const calendar = useCalendarTexts();
  return (
    <DateTimePicker
      {...calendar}
      label={label}
      description={description}
      error={error}
      value={toZurichInput(value)}
      onChange={(next) => onChange(fromZurichInput(next))}
      valueFormat="DD.MM.YYYY HH:mm"
      placeholder={t('dates.dateTimePlaceholder')}
      clearable
      clearButtonProps={{ 'aria-label': t('dates.clear') }}
      submitButtonProps={{ 'aria-label': t('dates.apply') }}
      timePickerProps={{
        hoursInputLabel: t('dates.hours'),
        minutesInputLabel: t('dates.minutes'),
      }}
    />
  );
}
