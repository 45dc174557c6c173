// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n.ts';
import { renderInShell } from '../testing/renderInShell.tsx';
import { HEADING_WAIT_MS, PageFocus } from './PageFocus.tsx';
import { MAIN_ID } from './pageStart.ts';
import { SkipLink } from './SkipLink.tsx';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The shell's frame as ShellLayout draws it: skip link, menu, main region with the page.
function Frame() {
  return (
    <>
      <SkipLink />
      <nav aria-label="Menü">
        <Link to="/events">Ereignisse</Link>
        <Link to="/plain">Karte</Link>
      </nav>
      <main id={MAIN_ID} tabIndex={-1}>
        <PageFocus />
        <Outlet />
      </main>
    </>
  );
}

// A page whose heading comes with its data, a moment after the page.
function LoadingPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Wasseralarm</h1> : <p>Wird geladen …</p>;
}

const routes = [
  {
    element: <Frame />,
    children: [
      {
        path: '/home',
        element: (
          <>
            <h1>Startseite</h1>
            <button type="button">Aktualisieren</button>
            <Link to="/events/1">Ereignis 1</Link>
          </>
        ),
      },
      { path: '/events', element: <h1>Ereignisse</h1> },
      { path: '/events/1', element: <h1>Ereignis 1</h1> },
      { path: '/water', element: <LoadingPage /> },
      { path: '/plain', element: <p>Keine Überschrift</p> },
      {
        path: '/tabs/:tab',
        element: (
          <>
            <h1>Register</h1>
            <Link to="/tabs/b">Register B</Link>
          </>
        ),
      },
    ],
  },
];

function show(path = '/home') {
  return renderInShell(null, { routes, path });
}

const focused = () => document.activeElement;
const liveRegion = () => screen.getByRole('status');

describe('skip link', () => {
  it('is the first Tab stop and leads past the menu to the page, without changing the address', async () => {
    const { router } = show();
    const user = userEvent.setup();
    await user.tab();
    expect(focused()).toBe(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' }));
    await user.keyboard('{Enter}');
    expect(focused()).toBe(screen.getByRole('heading', { name: 'Startseite' }));
    expect(router.state.location.hash).toBe('');
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Aktualisieren' }));
  });
});

describe('focus after following a link', () => {
  it('stays where it is on the first load', () => {
    show();
    expect(focused()).toBe(document.body);
    expect(liveRegion().textContent).toBe('');
  });

  it('moves from the menu link followed to the new page’s heading', async () => {
    show();
    await userEvent.click(screen.getByRole('link', { name: 'Ereignisse' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { name: 'Ereignisse' })));
  });

  it('moves to the heading when the link followed went with the old page', async () => {
    show();
    await userEvent.click(screen.getByRole('link', { name: 'Ereignis 1' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { name: 'Ereignis 1' })));
  });

  it('waits for a heading that comes with the page’s data', async () => {
    const { router } = show();
    await act(() => router.navigate('/water'));
    expect(focused()).toBe(document.body);
    await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { name: 'Wasseralarm' })));
  });

  it('without a heading goes to the main region and says the page in the live region', async () => {
    vi.useFakeTimers();
    const { router } = show();
    await act(() => router.navigate('/plain'));
    act(() => vi.advanceTimersByTime(HEADING_WAIT_MS));
    expect(focused()).toBe(document.getElementById(MAIN_ID));
    expect(liveRegion().textContent).toMatch(/^Seite «.*» geöffnet$/);
  });

  it('stays on a link inside the page that only changed a part of it', async () => {
    show('/tabs/a');
    const tab = screen.getByRole('link', { name: 'Register B' });
    await userEvent.click(tab);
    expect(focused()).toBe(tab);
  });

  it('leaves it to a popup the address opens', async () => {
    const { router } = show();
    await act(() => router.navigate('/events?popup=editBanner'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(focused()).toBe(document.body);
  });

  it('stays off redirects of the first load', async () => {
    const { router } = show();
    await act(() => router.navigate('/events', { replace: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(focused()).toBe(document.body);
  });
});
