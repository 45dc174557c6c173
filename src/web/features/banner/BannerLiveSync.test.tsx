// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveChannel, LiveContext } from '../../live/LiveContext.ts';
import { BANNER_RELOAD_AFTER_CONNECT_MS, BannerLiveSync } from './BannerLiveSync.tsx';
import { type Banner, bannerKeys } from './bannerApi.ts';

function fakeChannel() {
  const topics = new Map<string, (payload: unknown) => void>();
  const connected: (() => void)[] = [];
  const channel: LiveChannel = {
    subscribe: (topic, handler) => {
      topics.set(topic, handler);
      return () => topics.delete(topic);
    },
    onConnected: (handler) => {
      connected.push(handler);
      return () => undefined;
    },
  };
  return {
    channel,
    send: (topic: string, payload: unknown) => topics.get(topic)?.(payload),
    connect: () => {
      for (const handler of connected) handler();
    },
  };
}

const wireBanner = {
  id: 1,
  title: { de: 'Sirenentest', fr: '', it: '', en: '' },
  subtitle: { de: 'Heute', fr: '', it: '', en: '' },
  url: { de: 'https://www.alert.swiss', fr: '', it: '', en: '' },
  primaryLanguage: 'de',
  bannerState: 'BannerState.ACTIVE',
  bannerAction: 'EDIT',
  edited: false,
  lastChangedBy: 'admin',
  publicationType: 'NEW',
  lastPublicationTime: '2026-11-23T09:00:00.000Z',
  lastChangeTime: '2026-11-23T09:00:00.000Z',
  publicationTime: '2026-11-23T09:00:00.000Z',
};

describe('BannerLiveSync', () => {
  let queryClient: QueryClient;
  let live: ReturnType<typeof fakeChannel>;

  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
    live = fakeChannel();
    render(
      <QueryClientProvider client={queryClient}>
        <LiveContext.Provider value={live.channel}>
          <BannerLiveSync />
        </LiveContext.Provider>
      </QueryClientProvider>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('puts a live banner into the cache with its state unprefixed and its times as dates', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await act(async () => live.send('banner', wireBanner));
    const banner = queryClient.getQueryData<Banner>(bannerKeys.banner);
    expect(banner?.state).toBe('ACTIVE');
    expect(banner?.publicationDate).toEqual(new Date('2026-11-23T09:00:00.000Z'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: bannerKeys.publication });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: bannerKeys.logs });
  });

  it('reloads the banner one second after the live connection (re)opens', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => live.connect());
    act(() => vi.advanceTimersByTime(BANNER_RELOAD_AFTER_CONNECT_MS - 1));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: bannerKeys.all });
    expect(BANNER_RELOAD_AFTER_CONNECT_MS).toBe(1000);
  });
});
