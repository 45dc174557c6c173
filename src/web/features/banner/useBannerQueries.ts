import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../api/ApiProvider.tsx';
import { keepAnswer } from '../../api/keepAnswer.ts';
import { useFirstScreenShown } from '../../firstScreen.ts';
import { type Banner, bannerCalls, bannerKeys } from './bannerApi.ts';

export function useBanner() {
  const api = useApi();
  return useQuery({ queryKey: bannerKeys.banner, queryFn: () => bannerCalls.banner(api) });
}

export function useBannerPublication() {
  const api = useApi();
  const shown = useFirstScreenShown();
  return useQuery({
    queryKey: bannerKeys.publication,
    queryFn: () => bannerCalls.publication(api),
    enabled: shown,
  });
}

export function useBannerLogs() {
  const api = useApi();
  return useQuery({ queryKey: bannerKeys.logs, queryFn: () => bannerCalls.logs(api) });
}

export function useBannerVersion(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: bannerKeys.version(id),
    queryFn: () => bannerCalls.version(api, id),
    // A past version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Takes a banner the server answered (after a change or live) and refreshes what depends on it. */
export function useBannerChanged(): (banner: Banner) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (banner: Banner) => {
      void keepAnswer(queryClient, bannerKeys.banner, banner);
      void queryClient.invalidateQueries({ queryKey: bannerKeys.publication });
      void queryClient.invalidateQueries({ queryKey: bannerKeys.logs });
    },
    [queryClient],
  );
}
