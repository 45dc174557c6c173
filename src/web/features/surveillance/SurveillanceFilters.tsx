import { Chip, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SIREN_CONDITIONS, type SirenCondition } from '../../../domain/devices.ts';
import { GridSearch } from '../data/grid/GridSearch.tsx';
import { conditionKey } from './conditions.ts';

/** What the operator narrows a surveillance list to; an empty condition list shows every condition. */
export interface SurveillanceFilter {
  conditions: SirenCondition[];
  canton: string | null;
  search: string;
}

/** Everything shown. */
export const NO_FILTER: SurveillanceFilter = { conditions: [], canton: null, search: '' };

export interface SurveillanceFiltersProps {
  filter: SurveillanceFilter;
  /** The cantons present in the list; a single one needs no choice. */
  cantons: readonly string[];
  onChange(filter: SurveillanceFilter): void;
}

/** Filters of a surveillance list: conditions, canton and a free search over the shown texts. */
export function SurveillanceFilters({ filter, cantons, onChange }: SurveillanceFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="wrap">
      <GridSearch value={filter.search} onChange={(search) => onChange({ ...filter, search })} />
      <Chip.Group
        multiple
        value={filter.conditions}
        onChange={(value) => onChange({ ...filter, conditions: value as SirenCondition[] })}
      >
        <Group gap="xs" role="group" aria-label={t('surveillance.filter.conditions')}>
          {SIREN_CONDITIONS.map((condition) => (
            <Chip key={condition} value={condition} size="sm">
              {t(conditionKey(condition))}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {cantons.length > 1 && (
        <Select
          aria-label={t('surveillance.filter.canton')}
          placeholder={t('surveillance.filter.allCantons')}
          data={[...cantons]}
          value={filter.canton}
          onChange={(canton) => onChange({ ...filter, canton })}
          clearable
          searchable
          w={160}
        />
      )}
    </Group>
  );
}

/** The rows a filter lets through (the search is left to the grid, which matches the shown texts). */
export function filtered<T extends { stateCode: string }>(
  rows: readonly T[],
  filter: SurveillanceFilter,
  conditionOf: (row: T) => SirenCondition,
): T[] {
  return rows.filter(
    (row) =>
      (!filter.canton || row.stateCode === filter.canton) &&
      (!filter.conditions.length || filter.conditions.includes(conditionOf(row))),
  );
}
