import type { CustomDateProps } from 'ag-grid-react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../ui/dates/DayInput.tsx';

const two = (value: number) => String(value).padStart(2, '0');

function dayOf(date: Date | null): string {
  return date ? `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}` : '';
}

function dateOf(day: string): Date | null {
  const [year, month, date] = day.split('-').map(Number);
  return year && month && date ? new Date(year, month - 1, date) : null;
}

/**
 * The grid's date filter as the console's date picker (dd.MM.yyyy in the console's language) instead of
 * the browser's own date field, whose format follows the browser's language.
 */
export function GridDayInput({ date, onDateChange }: CustomDateProps) {
  const { t } = useTranslation();
  return (
    <DayInput
      label={t('data.gridText.ariaDateFilterInput')}
      hiddenLabel
      value={dayOf(date)}
      onChange={(day) => onDateChange(dateOf(day))}
      // The grid keeps its filter open while the calendar (rendered elsewhere in the page) is used.
      dropdownClassName="ag-custom-component-popup"
    />
  );
}
