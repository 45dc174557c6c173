import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EVENT_CATEGORIES,
  EVENT_TYPE_CODES,
  EVENT_TYPES,
  type EventCategory,
  type EventType,
} from '../../../../domain/eventContent.ts';
import { useCatalogueOptions } from '../../texts/useCatalogueOptions.ts';

export interface EventTypeFieldsProps {
  value: EventType | null;
  error?: string | null;
  onChange(value: EventType | null): void;
}

/**
 * Event category, then the event type within it, as the text catalogue lists and names them; choosing a
 * type sets its category.
 */
export function EventTypeFields({ value, error, onChange }: EventTypeFieldsProps) {
  const { t } = useTranslation();
  const [chosenCategory, setChosenCategory] = useState<EventCategory | null>(null);
  const categories = useCatalogueOptions('eventcategory', EVENT_CATEGORIES, (code) => ({
    label: t(`events.categories.${code}`),
    category: null,
  }));
  const allTypes = useCatalogueOptions('eventtype', EVENT_TYPE_CODES, (code) => ({
    label: t(`events.types.${code}`),
    category: EVENT_TYPES[code as EventType].category,
  }));
  const category = value
    ? (allTypes.find((o) => o.value === value)?.category ?? EVENT_TYPES[value].category)
    : chosenCategory;
  const types = allTypes.filter((type) => !category || type.category === category);
  return (
    <Group grow align="flex-start">
      <Select
        label={t('events.editor.category')}
        data={categories}
        value={category}
        onChange={(next) => {
          setChosenCategory(next as EventCategory | null);
          if (value && next !== category) onChange(null);
        }}
        clearable
      />
      <Select
        label={t('events.editor.eventType')}
        data={types}
        value={value}
        onChange={(next) => onChange(next as EventType | null)}
        searchable
        withAsterisk
        error={error}
      />
    </Group>
  );
}
