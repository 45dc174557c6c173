// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WakeupNotification } from '../../../../domain/wakeups.ts';
import { ApiProvider } from '../../../api/ApiProvider.tsx';
import type { ApiClient } from '../../../api/http.ts';
import { AuthContext, type AuthSession } from '../../../auth/AuthContext.ts';
import { initI18n } from '../../../i18n.ts';
import { type LiveChannel, LiveContext } from '../../../live/LiveContext.ts';
import { testMe } from '../../../shell/testing/renderInShell.tsx';
import { NOTICE_SPACE } from '../../../ui/layers.ts';
import { renderInConsole } from '../../../ui/test-utils.tsx';
import {
  FADE_OUT_MS,
  NOTIFICATION_CLASS_DELAY_MS,
  WakeupNotificationBanner,
} from './WakeupNotificationBanner.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const wakeup = (wakeupId: number, overrides: Partial<WakeupNotification> = {}): WakeupNotification => ({
  wakeupId,
  state: 'ACKNOWLEDGE_PENDING',
  operationMode: 'LIVE',
  subject: {
    de: `Hochwasser Limmat ${wakeupId}`,
    fr: `Crue de la Limmat ${wakeupId}`,
    it: `Piena della Limmat ${wakeupId}`,
    en: `Limmat flood ${wakeupId}`,
  },
  updateNotification: false,
  senderOrganisation: 'CH-NAZ',
  receiverOrganisation: 'ZH-KAPO',
  wakeupAsReceiver: true,
  ...overrides,
});

function renderBanner(served: WakeupNotification | null, path = '/home') {
  const topics = new Map<string, (payload: unknown) => void>();
  const live: LiveChannel = {
    subscribe: (topic, handler) => {
      topics.set(topic, handler);
      return () => topics.delete(topic);
    },
    onConnected: () => () => undefined,
  };
  const get = vi.fn(async (url: string) => (url.endsWith('/wakeup-notification') ? served : {}));
  const me = testMe({ organisation: 'ZH-KAPO' });
  const session = { me, permissions: new Set(me.permissions) } as unknown as AuthSession;
  renderInConsole(
    <AuthContext.Provider value={session}>
      <ApiProvider client={{ get } as unknown as ApiClient}>
        <LiveContext.Provider value={live}>
          <WakeupNotificationBanner />
        </LiveContext.Provider>
      </ApiProvider>
    </AuthContext.Provider>,
    { path },
  );
  return { get, publish: (payload: unknown) => act(() => topics.get('wakeups')?.(payload)) };
}

describe('wake-up notification banner', () => {
  it('shows the subject in the display language, draws attention after 3 s and fades out for 1 s when closed', async () => {
    await initI18n('fr');
    renderBanner(wakeup(7));
    const banner = await screen.findByRole('alert', { name: 'Nouvelle mise sur pied' });
    expect(banner.textContent).toContain('Crue de la Limmat 7');
    expect(banner.className).not.toMatch(/notification/);
    await waitFor(() => expect(banner.className).toMatch(/notification/), {
      timeout: NOTIFICATION_CLASS_DELAY_MS + 1000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Fermer l’avis de mise sur pied' }));
    expect(banner.className).toMatch(/closing/);
    expect(screen.getByRole('alert')).toBe(banner);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: FADE_OUT_MS + 1000 });
  });

  it('keeps room below the page while it shows, so that it covers no content for good', async () => {
    await initI18n('de');
    renderBanner(wakeup(8));
    const room = () => document.documentElement.style.getPropertyValue(NOTICE_SPACE);
    await screen.findByRole('alert');
    await waitFor(() => expect(room()).toMatch(/^\d+px$/));
    await userEvent.click(screen.getByRole('button', { name: 'Hinweis auf das Aufgebot schliessen' }));
    await waitFor(() => expect(room()).toBe(''), { timeout: FADE_OUT_MS + 1000 });
  });

  it('shows a wake-up arriving live for the own organisation, not one for another or of the other mode', async () => {
    await initI18n('de');
    const { get, publish } = renderBanner(null);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/ecc/dashboard/wakeup-notification'));
    publish(wakeup(8, { receiverOrganisation: 'BE-KAPO' }));
    publish(wakeup(9, { operationMode: 'EXERCISE' }));
    expect(screen.queryByRole('alert')).toBeNull();
    publish(wakeup(10, { updateNotification: true, senderOrganisation: 'BE-KAPO' }));
    const banner = await screen.findByRole('alert', { name: 'Aufgebot aktualisiert' });
    expect(banner.textContent).toContain('Hochwasser Limmat 10');
  });

  it('goes once closed although the wake-up keeps changing live during the fade', async () => {
    await initI18n('de');
    const { publish } = renderBanner(wakeup(12));
    await userEvent.click(await screen.findByRole('button', { name: 'Hinweis auf das Aufgebot schliessen' }));
    const senders = ['BE-KAPO', 'CH-NAZ'];
    let update = 0;
    const updates = setInterval(
      () => publish(wakeup(12, { senderOrganisation: senders[update++ % 2] })),
      FADE_OUT_MS / 4,
    );
    try {
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: FADE_OUT_MS * 3 });
    } finally {
      clearInterval(updates);
    }
  });

  it('stays closed after a reload of the page, and a change of the wake-up shows it again', async () => {
    await initI18n('de');
    renderBanner(wakeup(11));
    await userEvent.click(await screen.findByRole('button', { name: 'Hinweis auf das Aufgebot schliessen' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: FADE_OUT_MS + 1000 });
    cleanup();
    const { get, publish } = renderBanner(wakeup(11));
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    publish(wakeup(11, { updateNotification: true }));
    expect(await screen.findByRole('alert', { name: 'Aufgebot aktualisiert' })).toBeTruthy();
  });

  it('shows a wake-up once: seen for 3 s on a page in view, it does not come back on the next load', async () => {
    await initI18n('de');
    renderBanner(wakeup(13));
    const banner = await screen.findByRole('alert', { name: 'Neues Aufgebot' });
    await waitFor(() => expect(banner.className).toMatch(/notification/), {
      timeout: NOTIFICATION_CLASS_DELAY_MS + 1000,
    });
    // Seen, it stays on this page until closed…
    expect(screen.getByRole('alert')).toBe(banner);
    cleanup();
    // …but the next load (a reload, another tab) leaves it to the counters.
    const { get, publish } = renderBanner(wakeup(13));
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    // A newer wake-up is never missed.
    publish(wakeup(14));
    expect(await screen.findByRole('alert', { name: 'Neues Aufgebot' })).toBeTruthy();
  });

  it('shows a notice again on the next load when it was in view too briefly to be seen', async () => {
    await initI18n('de');
    renderBanner(wakeup(15));
    await screen.findByRole('alert');
    cleanup();
    renderBanner(wakeup(15));
    expect(await screen.findByRole('alert', { name: 'Neues Aufgebot' })).toBeTruthy();
  });

  it('stays away on the page of its own wake-up, which counts as seen', async () => {
    await initI18n('de');
    const { get } = renderBanner(wakeup(16), '/wakeups/16');
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    const home = renderBanner(wakeup(16));
    await waitFor(() => expect(home.get).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing while the organisation has no wake-up to act on', async () => {
    await initI18n('de');
    const { get } = renderBanner(null);
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
