import { useDebouncedValue } from '@mantine/hooks';
import type { GridApi } from 'ag-grid-community';
import { useEffect, useState } from 'react';
import type { ValueList } from '../../../../domain/registry/query.ts';
import type { RegistryColumn } from '../../../../domain/registry/types.ts';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import type { ResourceApi, Row } from '../resourceApi.ts';
import { loadedValues } from './valueLists.ts';

/**
 * The values a filter lists: asked from the server (server-paged grids, free text searched there) or
 * taken from the loaded rows. Null while loading; a failed call shows the usual error popup.
 */
export function useValueList(
  api: GridApi<Row>,
  column: RegistryColumn,
  resources: ResourceApi | undefined,
  search: string,
): ValueList | null {
  const handleError = useHttpErrorHandler();
  const [typed] = useDebouncedValue(search, 250);
  const [list, setList] = useState<ValueList | null>(null);
  // Enum labels are few and matched in the browser, in the user's words; only free text goes to the server.
  const serverSearch = resources && column.type === 'text' ? typed : '';

  useEffect(() => {
    let current = true;
    const load = resources
      ? resources.values(column.field, serverSearch)
      : Promise.resolve(loadedValues(api, column.field));
    load
      .then((found) => current && setList(found))
      .catch((error: unknown) => {
        if (!current) return;
        setList({ values: [], truncated: false });
        void handleError(error);
      });
    return () => {
      current = false;
    };
  }, [api, column.field, resources, serverSearch, handleError]);
  return list;
}
