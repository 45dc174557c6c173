// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { Link, Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { initI18n } from '../../i18n.ts';
import { renderInShell } from '../testing/renderInShell.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { withChunkRetry } from './withChunkRetry.tsx';

beforeAll(async () => {
  await initI18n('de');
  // React reports every error a boundary catches; here they are the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Broken({ error }: { error: Error }): never {
  throw error;
}

const CHUNK_FAILED = 'Failed to fetch dynamically imported module: /assets/Events-1.js';
let failuresLeft = 0;
function EventsPage() {
  return <h1>Ereignisse</h1>;
}
const eventsPage = async () => {
  if (failuresLeft-- > 0) throw new TypeError(CHUNK_FAILED);
  return { Component: EventsPage };
};

// The same nesting as routes.tsx: pages below a pathless route whose error page stays inside the frame.
const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <header>
          Konsole <Link to="/home">Startseite</Link>
        </header>
        <Outlet />
      </>
    ),
    errorElement: <p>outer error page</p>,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: withChunkRetry(
          [
            { path: 'home', element: <p>Startseite offen</p> },
            { path: 'broken', element: <Broken error={new Error('boom')} /> },
            { path: 'refused', element: <Broken error={new ApiError(500, null, undefined, 'req-42')} /> },
            { path: 'events', lazy: eventsPage },
            { path: 'replaced', lazy: () => Promise.reject(new TypeError(CHUNK_FAILED)) },
          ],
          [10],
        ),
      },
    ],
  },
];

describe('route errors', () => {
  it('show a page that throws as a translated error inside the frame, with a reload', async () => {
    renderInShell(null, { routes, path: '/broken' });
    expect(await screen.findByText('Diese Seite kann nicht angezeigt werden')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeDefined();
    expect(screen.getByRole('banner').textContent).toContain('Konsole');
    expect(screen.queryByText('outer error page')).toBeNull();
    expect(screen.queryByText(/Hey developer|Unexpected Application Error/)).toBeNull();
  });

  it('name the request id of a failed server answer for support', async () => {
    renderInShell(null, { routes, path: '/refused' });
    expect(await screen.findByText('req-42')).toBeDefined();
    expect(screen.getByText('Referenz für den Support:')).toBeDefined();
  });

  it('leave the error behind when the operator goes elsewhere', async () => {
    const { router } = renderInShell(null, { routes, path: '/broken' });
    await screen.findByText('Diese Seite kann nicht angezeigt werden');
    await router.navigate('/home');
    expect(await screen.findByText('Startseite offen')).toBeDefined();
    expect(screen.queryByText('Diese Seite kann nicht angezeigt werden')).toBeNull();
  });

  it('retry a page whose code could not be fetched and show it once it arrives', async () => {
    failuresLeft = 2;
    renderInShell(null, { routes, path: '/events' });
    expect(await screen.findByText('Konsolenserver nicht erreichbar')).toBeDefined();
    expect(screen.getByRole('banner').textContent).toContain('Konsole');
    expect(await screen.findByRole('heading', { name: 'Ereignisse' })).toBeDefined();
    expect(screen.queryByText('Konsolenserver nicht erreichbar')).toBeNull();
  });

  it('offer a reload when a deploy replaced the page code', async () => {
    document.head.innerHTML = '<script type="module" src="/assets/index-old.js"></script>';
    const newIndex = '<script type="module" src="/assets/index-new.js"></script>';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(newIndex)),
    );
    renderInShell(null, { routes, path: '/replaced' });
    expect(await screen.findByText('Neue Version der Konsole')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeDefined();
  });
});
