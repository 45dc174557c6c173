import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface GridSearchProps {
  value: string;
  onChange(text: string): void;
}

/** The quick search over a grid's rows, above the grid. */
export function GridSearch({ value, onChange }: GridSearchProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      aria-label={t('data.grid.search')}
      placeholder={t('data.grid.search')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={240}
    />
  );
}
