import { useQuery } from '@tanstack/react-query';
import { registryEntry } from '../../../domain/registry/index.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { resourceApi } from '../data/resourceApi.ts';
import { updatesApi } from './updatesApi.ts';

/** What a choice is made of: a group (with its canton) or a model. */
type Choice = { id: unknown; name?: unknown; stateCode?: unknown };

/**
 * The siren groups or siren models a deployment may be limited to, as choices by name (groups with their
 * canton); the server lists only what the user may see, and nothing when they may not read the list. The
 * groups come from update management itself (its deployment right), not from the siren-group registry,
 * which a device administrator may not read.
 */
export function useSelectionChoices(key: 'sirengroups' | 'sirenmodels') {
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['updates', 'selection', key],
    queryFn: (): Promise<readonly Choice[]> =>
      key === 'sirengroups'
        ? updatesApi(api).sirenGroups()
        : resourceApi(api, registryEntry(key)!).listAll({
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
