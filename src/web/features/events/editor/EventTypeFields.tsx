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

export interface EventTypeFieldsProps {
  value: EventType | null;
  error?: string | null;
  onChange(value: EventType | null): void;
}

/** Event category, then the event type within it; choosing a type sets its category. */
export function EventTypeFields({ value, error, onChange }: EventTypeFieldsProps) {
  const { t } = useTranslation();
  const [chosenCategory, setChosenCategory] = useState<EventCategory | null>(null);
  const category = value ? EVENT_TYPES[value].category : chosenCategory;
  const types = EVENT_TYPE_CODES.filter((type) => !category || EVENT_TYPES[type].category === category);
  return (
    <Group grow align="flex-start">
      <Select
        label={t('events.editor.category')}
        data={EVENT_CATEGORIES.map((code) => ({ value: code, label: t(`events.categories.${code}`) }))}
        value={category}
        onChange={(next) => {
          setChosenCategory(next as EventCategory | null);
          if (value && next !== EVENT_TYPES[value].category) onChange(null);
        }}
        clearable
      />
      <Select
        label={t('events.editor.eventType')}
        data={types.map((code) => ({ value: code, label: t(`events.types.${code}`) }))}
        value={value}
        onChange={(next) => onChange(next as EventType | null)}
        searchable
        withAsterisk
        error={error}
      />
    </Group>
  );
}
