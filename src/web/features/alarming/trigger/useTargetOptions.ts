import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { registryEntry } from '../../../../domain/registry/index.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import type { ApiClient } from '../../../api/http.ts';
import { type Row, resourceApi } from '../../data/resourceApi.ts';
import type { Choice } from './targetDraft.ts';

const SIREN_RESULTS = 50;

/** The siren groups of the user's territory (the server limits the rows to it), as choices. */
export function useGroupChoices(cantons: readonly string[], enabled: boolean) {
  const api = useApi();
  const { data, isPending } = useQuery({
    queryKey: ['alarming', 'trigger', 'groups'],
    queryFn: () =>
      resourceApi(api, registryEntry('sirengroups')!).listAll({
        sort: [{ field: 'name', dir: 'asc' }],
        filter: {},
        q: '',
      }),
    enabled,
  });
  const rows = (data ?? []).filter((row) => cantons.includes(String(row.stateCode)));
  const choices: Choice[] = rows.map((row) => ({
    value: String(row.id),
    label: `${String(row.name)} (${String(row.stateCode)})`,
    sirens: Number(row.members),
  }));
  return { choices, loading: enabled && isPending };
}

const sirenChoice = (row: Row): Choice => ({
  value: String(row.id),
  label: `${String(row.code)} ${String(row.name)}, ${String(row.municipality)}`,
  sirens: 1,
});

/** Stationary sirens found by the operator's search (code, name, municipality), a page at a time. */
export function useSirenSearch(enabled: boolean) {
  const api = useApi();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const { data, isFetching } = useQuery({
    queryKey: ['alarming', 'trigger', 'sirens', q],
    queryFn: () =>
      resourceApi(api, registryEntry('sirens')!).list({
        offset: 0,
        limit: SIREN_RESULTS,
        sort: [{ field: 'code', dir: 'asc' }],
        filter: {},
        q,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { search, setSearch, found: (data?.items ?? []).map(sirenChoice), searching: isFetching };
}

/**
 * How many stationary sirens stand in the cantons: the sirens a cantons target commands (every one of them
 * sounds a generic signal, whatever its state), counted by the server within the user's territory.
 */
export async function sirensInCantons(api: ApiClient, codes: readonly string[]): Promise<number> {
  const page = await resourceApi(api, registryEntry('sirens')!).list({
    offset: 0,
    limit: 1,
    sort: [],
    filter: { stateCode: { filterType: 'set', values: [...codes] } },
    q: '',
  });
  return page.total;
}
