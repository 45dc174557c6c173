import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useCalendarTexts } from './calendarTexts.ts';

export interface DayInputProps {
  label: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange(value: string): void;
  w?: number;
  /** The label only for screen readers (e.g. inside a grid's filter). */
  hiddenLabel?: boolean;
  /** A class of the calendar's dropdown (a grid keeps its filter open for `ag-custom-component-popup`). */
  dropdownClassName?: string;
  disabled?: boolean;
  /** Without a clear button: the day is required. */
  required?: boolean;
}

/** A day chosen and shown as dd.MM.yyyy, whatever the browser's language. */
export function DayInput({
  label,
  value,
  onChange,
  w,
  hiddenLabel,
  dropdownClassName,
  disabled,
  required,
}: DayInputProps) {
  const { t } = useTranslation();
  const calendar = useCalendarTexts();
  return (
    <DatePickerInput
      {...calendar}
      {...(hiddenLabel ? { 'aria-label': label } : { label })}
      popoverProps={dropdownClassName ? { classNames: { dropdown: dropdownClassName } } : undefined}
      size={hiddenLabel ? 'xs' : undefined}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat="DD.MM.YYYY"
      placeholder={t('dates.datePlaceholder')}
      clearable={!required}
      disabled={disabled}
      required={required}
      clearButtonProps={{ 'aria-label': t('dates.clear') }}
      w={w}
    />
  );
}
