import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextsLive } from '../../texts/useTextsLive.ts';
import { useEventTypes } from '../useEventTypes.ts';

export interface EventTypeFieldsProps {
  value: string | null;
  error?: string | null;
  onChange(value: string | null): void;
}

/**
 * Event category, then the event type within it, as the text catalogue lists and names them; choosing a
 * type sets its category. A type no longer in the catalogue stays shown (with a note) until changed.
 */
export function EventTypeFields({ value, error, onChange }: EventTypeFieldsProps) {
  useTextsLive();
  const { t } = useTranslation();
  const [chosenCategory, setChosenCategory] = useState<string | null>(null);
  const { categories, types: allTypes, typeName } = useEventTypes();
  const current = allTypes.find((type) => type.value === value);
  const category = value ? (current?.category ?? null) : chosenCategory;
  const types = allTypes.filter((type) => !category || type.category === category);
  const removed = value && !current ? [{ value, label: typeName(value), category: null }] : [];
  return (
    <Group grow align="flex-start">
      <Select
        label={t('events.editor.category')}
        data={categories}
        value={category}
        onChange={(next) => {
          setChosenCategory(next);
          if (value && next !== category) onChange(null);
        }}
        clearable
      />
      <Select
        label={t('events.editor.eventType')}
        data={[...types, ...removed]}
        value={value}
        onChange={onChange}
        searchable
        // Typing marks the first match, so that Enter picks it ("Hoch" Enter: Hochwasser) without an arrow key.
        selectFirstOptionOnChange
        withAsterisk
        error={error}
      />
    </Group>
  );
}
