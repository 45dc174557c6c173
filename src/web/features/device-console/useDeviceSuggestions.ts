import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEVICE_SEARCH_MAX_LENGTH } from '../../../domain/devices.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { deviceApi, suggestionsQueryKey } from './deviceApi.ts';

// Asked once the operator pauses this long, not on every key.
const TYPING_PAUSE_MS = 200;
// Codes do not change during a session; a search asked again within this time is answered from memory.
const KEPT_MS = 60_000;

/**
 * The server's device suggestions for what the operator typed in the device field: asked after a short pause,
 * the previous ones shown meanwhile; nothing asked for an empty field or a text longer than any code.
 */
export function useDeviceSuggestions(typed: string) {
  const api = useApi();
  const [search] = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const asked = search.length > 0 && search.length <= DEVICE_SEARCH_MAX_LENGTH;
  const query = useQuery({
    queryKey: suggestionsQueryKey(search),
    queryFn: () => deviceApi(api).suggest(search),
    enabled: asked,
    placeholderData: keepPreviousData,
    staleTime: KEPT_MS,
  });
  return {
    suggestions: asked ? (query.data ?? []) : [],
    /** The answer for what is typed now has come, and holds no device. */
    noneFound:
      asked &&
      search === typed.trim() &&
      query.isSuccess &&
      !query.isPlaceholderData &&
      query.data.length === 0,
    searching: asked && query.isFetching,
  };
}
