import { MultiSelect } from '@mantine/core';
import type { Choice } from './targetDraft.ts';

export interface ChoicePickerProps {
  label: string;
  description?: string;
  options: readonly Choice[];
  value: readonly Choice[];
  onChange(value: Choice[]): void;
  error?: string;
  nothingFound: string;
  /** Search on the server: the options are already the hits of `search`. */
  search?: { value: string; onChange(value: string): void };
}

/** A searchable multi-select of choices that keeps what was chosen even when a new search no longer lists it. */
export function ChoicePicker({
  label,
  description,
  options,
  value,
  onChange,
  error,
  nothingFound,
  search,
}: ChoicePickerProps) {
  const known = new Map([...value, ...options].map((choice) => [choice.value, choice]));
  return (
    <MultiSelect
      label={label}
      description={description}
      data={[...known.values()].map(({ value: id, label: text }) => ({ value: id, label: text }))}
      value={value.map((choice) => choice.value)}
      onChange={(ids) => onChange(ids.flatMap((id) => known.get(id) ?? []))}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={nothingFound}
      error={error}
      maxDropdownHeight={260}
      {...(search
        ? {
            searchValue: search.value,
            onSearchChange: search.onChange,
            filter: ({ options: shown }) => shown,
          }
        : {})}
    />
  );
}
