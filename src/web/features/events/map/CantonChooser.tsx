import { useTranslation } from 'react-i18next';
import { CantonMultiSelect } from '../../../ui/CantonMultiSelect.tsx';

export interface CantonChooserProps {
  value: readonly string[];
  onChange(cantons: string[]): void;
}

/** Whole cantons as the area, chosen by name (the keyboard's way; clicking the map does the same). */
export function CantonChooser({ value, onChange }: CantonChooserProps) {
  const { t } = useTranslation();
  return (
    <CantonMultiSelect
      label={t('events.editor.area.cantons')}
      description={t('events.editor.area.cantonsHint')}
      value={value}
      onChange={onChange}
      clearable
    />
  );
}
