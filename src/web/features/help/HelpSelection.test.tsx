// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/ApiProvider.tsx';
import { initI18n, switchLanguage } from '../../i18n.ts';
import { apiAnswering, renderInConsole } from '../../ui/test-utils.tsx';
import { HelpSelection } from './HelpSelection.tsx';
import type { HelpFile } from './manuals.ts';

const MANUALS: HelpFile[] = [
  { name: 'Bedienung Konsole.pdf', language: 'de', description: 'Bedienung der Konsole' },
  { name: 'Sirenentest.pdf', language: 'de', description: 'Sirenentest durchführen' },
  { name: 'Console.pdf', language: 'fr', description: 'Utilisation de la console' },
];

/** Answers the manuals index like the server would; records what was asked. */
function serveIndex(answer: () => Response) {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return answer();
  });
  return requested;
}

const helpMenu = (helpDesk = '') => (
  <ApiProvider client={apiAnswering({ '/api/ecc/help-desk': { url: helpDesk } })}>
    <HelpSelection />
  </ApiProvider>
);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeAll(async () => {
  await initI18n('de');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('de');
});

describe('help selection', () => {
  it('lists the manuals of the display language from the manuals index', async () => {
    const requested = serveIndex(() => json(MANUALS));
    renderInConsole(helpMenu(), { path: '/home?dialog1=helpselection' });
    const list = await screen.findByRole('navigation', { name: 'Handbücher' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Bedienung der KonsoleBedienung Konsole.pdf',
      'Sirenentest durchführenSirenentest.pdf',
    ]);
    expect(requested).toEqual(['/manuals/index.json']);
  });

  it('shows the French manuals in French and falls back to the German ones in Italian', async () => {
    serveIndex(() => json(MANUALS));
    await act(() => switchLanguage('fr'));
    const french = renderInConsole(helpMenu());
    expect(await screen.findByRole('link', { name: /Utilisation de la console/ })).toBeDefined();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    french.unmount();

    await act(() => switchLanguage('it'));
    renderInConsole(helpMenu());
    expect(await screen.findByRole('link', { name: /Bedienung der Konsole/ })).toBeDefined();
    expect(screen.getByText('Scelga un manuale; si apre in una seconda finestra.')).toBeDefined();
  });

  it('opens a manual in the second dialog and keeps the first', async () => {
    const user = userEvent.setup();
    serveIndex(() => json(MANUALS));
    const { router } = renderInConsole(helpMenu(), { path: '/events?dialog1=helpselection' });
    await user.click(await screen.findByRole('link', { name: /Sirenentest durchführen/ }));
    expect(router.state.location.pathname).toBe('/events');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('dialog1')).toBe('helpselection');
    expect(params.get('dialog2')).toBe('helpdisplay/Sirenentest.pdf');
    expect(screen.getByRole('link', { name: /Sirenentest durchführen/ }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says the list was not retrieved and fetches it again on request', async () => {
    const user = userEvent.setup();
    let serverUp = false;
    serveIndex(() => (serverUp ? json(MANUALS) : new Response('', { status: 503 })));
    renderInConsole(helpMenu());
    expect(
      await screen.findByText('Die Liste der Hilfedateien konnte nicht abgerufen werden.'),
    ).toBeDefined();
    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: /Bedienung der Konsole/ })).toBeDefined();
  });

  it('links the help desk once an administrator has set its address, also when the list fails', async () => {
    serveIndex(() => new Response('', { status: 503 }));
    const unset = renderInConsole(helpMenu());
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
    unset.unmount();

    renderInConsole(helpMenu('https://hilfe.alert.swiss/konsole'));
    const link = await screen.findByRole('link', { name: /Helpdesk kontaktieren/ });
    expect(link.getAttribute('href')).toBe('https://hilfe.alert.swiss/konsole');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says so when there are no manuals', async () => {
    serveIndex(() => json([{ name: '../secret', language: 'de', description: 'nicht erlaubt' }]));
    renderInConsole(helpMenu());
    expect(await screen.findByText('Zurzeit sind keine Handbücher vorhanden.')).toBeDefined();
  });
});
