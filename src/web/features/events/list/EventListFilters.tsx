import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CANTONS } from '../../../../domain/cantons.ts';
import { MESSAGE_TYPES } from '../../../../domain/events.ts';
import { WORKFLOW_STATES } from '../../../../domain/eventWorkflow.ts';
import type { Language } from '../../../../domain/session.ts';
import { DayInput } from '../../../ui/dates/DayInput.tsx';
import { messageTypeLabelKey, stateLabelKey } from '../eventLabels.ts';
import type { FilterField, ListSearch } from './listSearch.ts';

export interface EventListFiltersProps {
  search: ListSearch;
  onChange(field: FilterField, value: string): void;
}

// Wide enough for the longest choice in every language beside the clear button ("Cessato allarme in sospeso",
// "AR – Appenzell Rhodes-Extérieures"): a chosen filter is read, not guessed from its first words.
// The row still fits beside the side menu at 1366 px.
const SELECT_WIDTH = { state: 240, messageType: 160, canton: 290 } as const;

/** State, message type, canton and a range of days (Swiss time); an empty choice means "all". */
export function EventListFilters({ search, onChange }: EventListFiltersProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const all = t('events.list.filters.all');
  const select = (field: 'state' | 'messageType' | 'canton', data: { value: string; label: string }[]) => (
    <Select
      label={t(`events.list.filters.${field}`)}
      placeholder={all}
      data={data}
      value={search[field] || null}
      onChange={(value) => onChange(field, value ?? '')}
      clearable
      searchable={field === 'canton'}
      w={SELECT_WIDTH[field]}
    />
  );
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t('events.list.filters.label')}>
      {select(
        'state',
        WORKFLOW_STATES.map((state) => ({ value: state, label: t(stateLabelKey(state)) })),
      )}
      {select(
        'messageType',
        MESSAGE_TYPES.map((type) => ({ value: type, label: t(messageTypeLabelKey(type)) })),
      )}
      {select(
        'canton',
        CANTONS.map((canton) => ({ value: canton.code, label: `${canton.code} – ${canton.name[language]}` })),
      )}
      {(['from', 'to'] as const).map((field) => (
        <DayInput
          key={field}
          label={t(`events.list.filters.${field}`)}
          value={search[field]}
          onChange={(value) => onChange(field, value)}
          w={150}
        />
      ))}
    </Group>
  );
}
