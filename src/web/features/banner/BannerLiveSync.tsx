import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';
import { bannerFromLive, bannerKeys } from './bannerApi.ts';
import { useBannerChanged } from './useBannerQueries.ts';

/** SPEC.md §9: the banner is reloaded one second after the live connection opens or reopens. */
export const BANNER_RELOAD_AFTER_CONNECT_MS = 1_000;

/** Keeps every banner view (header pill, open popups) current: live messages and reloads on reconnect. */
export function BannerLiveSync() {
  const queryClient = useQueryClient();
  const changed = useBannerChanged();
  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);
  useLiveTopic('banner', (payload) => {
    const banner = bannerFromLive(payload);
    if (banner) changed(banner);
  });
  useLiveConnected(() => {
    clearTimeout(reload.current);
    reload.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
      BANNER_RELOAD_AFTER_CONNECT_MS,
    );
  });
  useEffect(() => () => clearTimeout(reload.current), []);
  return null;
}
