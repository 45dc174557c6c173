import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { IDoesFilterPassParams } from 'ag-grid-community';
import { type CustomFilterProps, useGridFilter } from 'ag-grid-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistryColumn } from '../../../../domain/registry/types.ts';
import type { ResourceApi, Row } from '../resourceApi.ts';
import { useValueList } from './useValueList.ts';
import { ValueCheckboxes } from './ValueCheckboxes.tsx';
import { type PickedValues, valueLabel } from './valueLists.ts';

/** What the grid passes to a value-list filter (its `filterParams`). */
export interface ValueListParams {
  listed: RegistryColumn;
  /** Server-paged grids ask the server for the values; client-side ones take them from the loaded rows. */
  resources?: ResourceApi;
}

type Props = CustomFilterProps<Row, unknown, PickedValues> & ValueListParams;

/**
 * Filters a column by picking values from its list (AG Grid's set filter is enterprise-only): a search box,
 * the values as check boxes and a note when the list was cut at its cap.
 */
export function ValueListFilter({ model, onModelChange, api, listed: column, resources }: Props) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const list = useValueList(api, column, resources, search);
  const picked = new Set(model?.values ?? []);

  const doesFilterPass = useCallback(
    ({ data }: IDoesFilterPassParams<Row>) => !model || model.values.includes(String(data[column.field])),
    [model, column.field],
  );
  useGridFilter({ doesFilterPass });

  const toggle = (value: string, on: boolean) => {
    const next = on ? [...picked, value] : [...picked].filter((v) => v !== value);
    onModelChange(next.length ? { filterType: 'set', values: next } : null);
  };
  const needle = search.trim().toLocaleLowerCase();
  const shown = list?.values
    .map((value) => ({ value, label: valueLabel(column, value, t) }))
    .filter(({ label }) => label.toLocaleLowerCase().includes(needle));
  // Codes arrive in the order of the codes; the operator looks for the words.
  if (column.type === 'enum') shown?.sort((a, b) => a.label.localeCompare(b.label, i18n.language));

  return (
    <Stack gap="xs" p="xs" w={280}>
      <TextInput
        size="xs"
        aria-label={t('data.valueList.search')}
        placeholder={t('data.valueList.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ValueCheckboxes values={shown ?? null} picked={picked} onToggle={toggle} />
      {list?.truncated && (
        <Text size="xs" c="dimmed">
          {t('data.valueList.cut', { count: list.values.length })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button size="xs" variant="default" disabled={!model} onClick={() => onModelChange(null)}>
          {t('data.valueList.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
