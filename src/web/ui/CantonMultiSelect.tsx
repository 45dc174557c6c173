import { type ComboboxItem, MultiSelect, type OptionsFilter } from '@mantine/core';
import { CANTON_CODES, CANTONS } from '../../domain/cantons.ts';
import type { Language } from '../../domain/session.ts';
import { useLanguage } from '../i18n.ts';

/** A canton as choices name it: "Zurich (ZH)"; an unknown code as it is. */
export function cantonLabel(code: string, language: Language): string {
  const canton = CANTONS.find((c) => c.code === code);
  return canton ? `${canton.name[language]} (${canton.code})` : code;
}

// "zur" finds Zürich, "ge" Genève: the search ignores case and accents, and finds codes too.
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const byNameOrCode: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((option) => folded(option.label).includes(folded(search.trim())));

export interface CantonMultiSelectProps {
  label: string;
  description?: string;
  /** Shown while nothing is chosen (what an empty choice means). */
  placeholder?: string;
  clearable?: boolean;
  value: readonly string[];
  /** The chosen codes in the cantons' official order. */
  onChange(value: string[]): void;
}

/**
 * Cantons chosen by name or code ("Zurich (ZH)"): typing marks the first match, so that Enter picks it ("Zür"
 * Enter: Zürich) without an arrow key.
 */
export function CantonMultiSelect({ value, onChange, placeholder, ...rest }: CantonMultiSelectProps) {
  const language = useLanguage();
  return (
    <MultiSelect
      {...rest}
      placeholder={value.length ? undefined : placeholder}
      data={CANTON_CODES.map((code) => ({ value: code, label: cantonLabel(code, language) }))}
      value={[...value]}
      onChange={(next) => onChange(CANTON_CODES.filter((code) => next.includes(code)))}
      filter={byNameOrCode}
      searchable
      selectFirstOptionOnChange
    />
  );
}
