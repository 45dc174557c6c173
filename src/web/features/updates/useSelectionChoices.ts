import { useQuery } from '@tanstack/react-query';
import { registryEntry } from '../../../domain/registry/index.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { resourceApi } from '../data/resourceApi.ts';

/**
 * The siren groups or siren models a deployment may be limited to, as choices by name (groups with their
 * canton); the server lists only what the user may see, and nothing when they may not read the list.
 */
export function useSelectionChoices(key: 'sirengroups' | 'sirenmodels') {
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['updates', 'selection', key],
    queryFn: () =>
      resourceApi(api, registryEntry(key)!).listAll({
        sort: [{ field: 'name', dir: 'asc' }],
        filter: {},
        q: '',
      }),
    retry: false,
  });
  return (data ?? []).map((row) => ({
    value: String(row.id),
    label: row.stateCode ? `${String(row.name)} (${String(row.stateCode)})` : String(row.name),
  }));
}
