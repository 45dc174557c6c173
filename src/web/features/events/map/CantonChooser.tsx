import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CANTONS } from '../../../../domain/cantons.ts';
import type { Language } from '../../../../domain/session.ts';

export interface CantonChooserProps {
  value: readonly string[];
  onChange(cantons: string[]): void;
}

/** Whole cantons as the area, chosen by name (the keyboard's way; clicking the map does the same). */
export function CantonChooser({ value, onChange }: CantonChooserProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return (
    <MultiSelect
      label={t('events.editor.area.cantons')}
      description={t('events.editor.area.cantonsHint')}
      data={CANTONS.map((canton) => ({
        value: canton.code,
        label: `${canton.name[language]} (${canton.code})`,
      }))}
      value={[...value]}
      onChange={(next) => onChange(CANTONS.map((c) => c.code).filter((code) => next.includes(code)))}
      searchable
      // Typing marks the first match, so that Enter picks it ("Zür" Enter: Zürich) without an arrow key.
      selectFirstOptionOnChange
      clearable
    />
  );
}
