import { useQuery } from '@tanstack/react-query';
import { registryEntry } from '../../../../domain/registry/index.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { resourceApi, resourceQueryKey } from '../resourceApi.ts';

/** The choices of a reference field: every row of the referenced entry the user may see, and the rows. */
export function useReferenceOptions(reference: string | undefined) {
  const api = useApi();
  const target = reference ? registryEntry(reference) : undefined;
  const { data } = useQuery({
    queryKey: target ? [...resourceQueryKey(target), 'all'] : ['resources', 'none'],
    queryFn: () => resourceApi(api, target!).listAll({ sort: [], filter: {}, q: '' }),
    enabled: target !== undefined,
  });
  const rows = data ?? [];
  return {
    rows,
    options: rows.map((row) => ({ value: String(row.id), label: String(row[target!.labelField]) })),
  };
}
