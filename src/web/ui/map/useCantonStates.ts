import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider.tsx';
import { ECC } from '../../api/bases.ts';
import type { MapState } from './mapState.ts';

/** The cantons with their LV95 polygons (`GET {ECC}/states`), loaded once per session. */
export function useCantonStates(): readonly MapState[] | undefined {
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['states', 'polygons'],
    queryFn: () => api.get<MapState[]>(`${ECC}/states`),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}
